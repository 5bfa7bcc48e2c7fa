import { randomInt } from 'node:crypto';
import { GROUP_CODE_ALPHABET, GROUP_CODE_LENGTH } from '../contract/group-rules';

/** A join code drawn evenly from the alphabet with the system's secure random source. */
export const drawGroupCode = () =>
  Array.from(
    { length: GROUP_CODE_LENGTH },
    () => GROUP_CODE_ALPHABET[randomInt(GROUP_CODE_ALPHABET.length)],
  ).join('');
