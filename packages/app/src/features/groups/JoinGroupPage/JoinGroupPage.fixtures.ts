import { http, HttpResponse } from 'msw';
import { mockRoute } from '../../../api';

/** GET /groups/joinable for someone already in every group of the company. */
export const nothingToAsk = () =>
  http.get(mockRoute('/groups/joinable'), () => HttpResponse.json({ items: [] }));

/** A code with letters the alphabet leaves out (0 and O look alike), caught before sending. */
export const LOOK_ALIKE_CODE = 'K7MP-2QX0';
