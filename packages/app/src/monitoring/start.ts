import type { ClientConfig } from '@ajar/api/contract';
import { apiRequest } from '../api';

type Monitoring = NonNullable<ClientConfig['monitoring']>;

/** What the agent is started with: the options named in the agent's documentation. */
export function agentOptions(monitoring: Monitoring, version: string) {
  return {
    serviceName: monitoring.serviceName,
    serverUrl: monitoring.serverUrl,
    serviceVersion: version,
    // Sessions, ending after MONITORING_SESSION_TIMEOUT_MS of inactivity (constants.ts).
    session: true,
    // Routes are many and their ids are in the path: name the page load by its route pattern,
    // not by each learner's URL.
    pageLoadTransactionName: location.pathname.replace(/\/\d+(?=\/|$)/g, '/:id'),
  };
}

/**
 * Starts real-user monitoring when the server names an APM server (off by default). The
 * agent is a chunk of its own, loaded only then: no page downloads it otherwise, and the
 * first screen never waits for it.
 */
export async function startMonitoring(
  read: () => Promise<ClientConfig> = () => apiRequest('get', '/client-config'),
): Promise<boolean> {
  const { monitoring } = await read();
  if (!monitoring) return false;
  const { init } = await import('@elastic/apm-rum');
  init(agentOptions(monitoring, import.meta.env.MODE));
  return true;
}
