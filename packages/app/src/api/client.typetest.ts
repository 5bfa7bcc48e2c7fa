// Compiled by `tsc -b` (never run): each `@ts-expect-error` fails the typecheck if the line
// under it compiles, so a wrong route, parameter, body or answer type stays a type error.
import { apiRequest } from './client';
import { apiPath, mockRoute } from './paths';
import type { ApiPath, components } from './index';

type CourseDetail = components['schemas']['CourseDetail'];

export const typeChecks = () => {
  const course: ApiPath<CourseDetail> = apiPath('/courses/{id}', { path: { id: 7 } });
  const catalog = apiPath('/courses', { query: { page: 2, pageSize: 12 } });
  const checks: unknown[] = [course, catalog, mockRoute('/courses/{id}')];

  // @ts-expect-error a route the API does not have
  checks.push(apiPath('/course/{id}', { path: { id: 7 } }));
  // @ts-expect-error the full path: routes are named without the /v1 prefix
  checks.push(apiPath('/v1/courses'));
  // @ts-expect-error a path parameter the route does not take
  checks.push(apiPath('/courses/{id}', { path: { courseId: 7 } }));
  // @ts-expect-error a path parameter of the wrong type
  checks.push(apiPath('/courses/{id}', { path: { id: 'seven' } }));
  // @ts-expect-error a missing path parameter
  checks.push(apiPath('/courses/{id}'));
  // @ts-expect-error a query parameter the route does not take
  checks.push(apiPath('/courses', { query: { size: 12 } }));
  // @ts-expect-error a GET key for a route that has no GET
  checks.push(apiPath('/vouchers/redeem'));
  // @ts-expect-error a key whose answer is not what the route answers
  const wrongAnswer: ApiPath<CourseDetail> = apiPath('/roadmaps');
  // @ts-expect-error a hand-written string is not a key
  const handWritten: ApiPath<CourseDetail> = '/v1/courses/7';
  checks.push(wrongAnswer, handWritten);

  void apiRequest('post', '/vouchers/redeem', { body: { code: 'AJAR-LEAD-2026' } });
  // @ts-expect-error a body field the operation does not take
  void apiRequest('post', '/vouchers/redeem', { body: { voucher: 'AJAR-LEAD-2026' } });
  // @ts-expect-error a body the operation requires is missing
  void apiRequest('post', '/vouchers/redeem');
  // @ts-expect-error a method the route does not answer
  void apiRequest('delete', '/vouchers/redeem', { body: { code: 'AJAR-LEAD-2026' } });
  // @ts-expect-error a route MSW could listen on that the API does not have
  checks.push(mockRoute('/courses/{id}/reviews'));
  return checks;
};
