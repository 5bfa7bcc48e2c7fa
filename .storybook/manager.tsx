// Storybook bundles manager code with the classic JSX transform, which needs React in scope.
import React from 'react';
import { addons, types, useGlobals } from 'storybook/manager-api';
import { styled } from 'storybook/theming';
import { DEFAULT_TENANT_COLOR, TENANT_COLOR_GLOBAL, TENANT_COLOR_PRESETS } from './tenant-colors';

const ADDON_ID = 'ajar/tenant-color';

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  padding: '0 8px',
  fontSize: theme.typography.size.s1,
  color: theme.color.defaultText,
}));

/** Toolbar tool: a preset menu and a free colour input, both writing the tenantColor global. */
function TenantColorTool() {
  const [globals, updateGlobals] = useGlobals();
  const current = String(globals[TENANT_COLOR_GLOBAL] ?? DEFAULT_TENANT_COLOR);
  const set = (value: string) => updateGlobals({ [TENANT_COLOR_GLOBAL]: value });
  const preset = TENANT_COLOR_PRESETS.find((p) => p.value.toLowerCase() === current.toLowerCase());
  return (
    <Bar>
      <label htmlFor="ajar-tenant-preset">Tenant</label>
      <select
        id="ajar-tenant-preset"
        value={preset?.value ?? ''}
        onChange={(e) => e.target.value && set(e.target.value)}
      >
        {preset ? null : <option value="">Custom {current}</option>}
        {TENANT_COLOR_PRESETS.map((p) => (
          <option key={p.value} value={p.value}>
            {p.title}
          </option>
        ))}
      </select>
      <input
        type="color"
        aria-label="Tenant colour"
        value={current.length === 7 ? current.toLowerCase() : '#ff4048'}
        onChange={(e) => set(e.target.value)}
      />
    </Bar>
  );
}

addons.register(ADDON_ID, () => {
  addons.add(`${ADDON_ID}/tool`, {
    type: types.TOOL,
    title: 'Tenant colour',
    render: () => <TenantColorTool />,
  });
});
