// The learning and quiz modules still import course summaries from here until they move to
// their own domain folders; delete this file once nothing imports it.
export * from '../../catalog/courses.queries';
