export { Stepper } from './Stepper';
export type { StepStatus, StepperOrientation, StepperProps, StepperStep } from './Stepper';
