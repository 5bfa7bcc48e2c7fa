// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  MONITORING_LONGEST_INTERACTIONS_KEPT,
  MONITORING_MIN_INTERACTION_MS,
  MONITORING_MIN_SPAN_MS,
  MONITORING_PAGE_LOAD_END_DELAY_MS,
  MONITORING_SESSION_TIMEOUT_MS,
} from './constants';
import { agentOptions, startMonitoring } from './start';

vi.mock('@elastic/apm-rum', () => ({ init: vi.fn() }));

describe('monitoring', () => {
  it('keeps the spec’s constants', () => {
    expect(MONITORING_SESSION_TIMEOUT_MS).toBe(30 * 60 * 1000);
    expect(MONITORING_MIN_INTERACTION_MS).toBe(40);
    expect(MONITORING_LONGEST_INTERACTIONS_KEPT).toBe(10);
    expect(MONITORING_MIN_SPAN_MS).toBe(60);
    expect(MONITORING_PAGE_LOAD_END_DELAY_MS).toBe(1000);
  });

  it('is off, and loads no agent, when the server names no APM server', async () => {
    const agent = await import('@elastic/apm-rum');
    expect(await startMonitoring(async () => ({ monitoring: null }))).toBe(false);
    expect(agent.init).not.toHaveBeenCalled();
  });

  it('starts the agent with sessions when configured', async () => {
    const agent = await import('@elastic/apm-rum');
    const monitoring = { serverUrl: 'http://127.0.0.1:8200', serviceName: 'ajar-app' };
    expect(await startMonitoring(async () => ({ monitoring }))).toBe(true);
    expect(agent.init).toHaveBeenCalledWith(
      expect.objectContaining({ serverUrl: monitoring.serverUrl, session: true }),
    );
    expect(agentOptions(monitoring, 'x').serviceName).toBe('ajar-app');
  });
});
