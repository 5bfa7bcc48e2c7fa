/**
 * The request/response contract shared with the browser app. The app imports types from
 * here only (`@ajar/api/contract`), never server code.
 */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: 'ok' | 'unavailable';
  version: string;
}

export interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}
