// The look shared by EmptyState and ErrorState: not exported from the package.
export { Action, Description, Icon, Root, Title } from './state.styles';
