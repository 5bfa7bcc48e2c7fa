export { EventFacts, type EventFact, type EventFactIcon, type EventFactsProps } from './EventFacts';
export { FactsHeader, FactsHeading } from './eventFacts.styles';
