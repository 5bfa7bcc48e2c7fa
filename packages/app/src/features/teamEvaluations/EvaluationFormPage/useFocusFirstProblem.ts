import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { EvaluationProblems } from './evaluationValues';

/**
 * After each refused submit, focus goes to the first problem in reading order: the training
 * choice, else the first unrated statement's scale, its card scrolled into view from the top
 * so the statement shows with it.
 */
export function useFocusFirstProblem(checks: number, problems: EvaluationProblems) {
  const training = useRef<HTMLSelectElement>(null);
  // Filled by the cards' ref callbacks; read only once a submit was refused.
  const [cards] = useState(() => new Map<number, HTMLElement>());
  // Not an effect dependency: the problems of the moment the submit was refused count.
  const focusFirst = useEffectEvent(() => {
    if (problems.training) return training.current?.focus();
    const card = cards.get(problems.unrated[0] ?? -1);
    if (!card) return;
    card.scrollIntoView({ block: 'start' });
    card.querySelector<HTMLInputElement>('input[type="radio"]')?.focus({ preventScroll: true });
  });
  useEffect(() => {
    if (checks > 0) focusFirst();
  }, [checks]);
  return {
    training,
    cardRef: (statementId: number) => (card: HTMLElement | null) => {
      if (card) cards.set(statementId, card);
      else cards.delete(statementId);
    },
  };
}
