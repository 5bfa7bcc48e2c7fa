export { EventFacts, type EventFact, type EventFactsProps } from './EventFacts';
export { FactsHeader, FactsHeading } from './eventFacts.styles';
