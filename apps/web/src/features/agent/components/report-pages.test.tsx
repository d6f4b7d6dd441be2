import {
  agentOperationCall,
  agentSettlementsCall,
  agentStratifiedCall,
} from '@member-site/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { quickRange } from '../../../shared/lib/date-range';
import { envelopeResponse, renderWithProviders, signInTestMember } from '../../../test/render';
import {
  AGENT_STATUS,
  SETTLEMENTS,
  STRATIFIED,
  agentAnswers,
  loadAgentTestMessages,
  routeFetch,
  sentBodies,
} from '../test-fixtures';
import { OperationTablePage } from './operation-table-page';
import { SettlementPage } from './settlement-page';
import { StratifiedTablePage } from './stratified-table-page';

signInTestMember();
beforeAll(loadAgentTestMessages);

// jsdom lays nothing out: give the chart's container the size a browser would (the config
// restores the spy after each test).
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const [width, height] = this.classList.contains('recharts-responsive-container')
      ? [640, 260]
      : [0, 0];
    return { width, height, top: 0, left: 0, right: width, bottom: height, x: 0, y: 0 } as DOMRect;
  });
});

/** The lines the chart drew, by their series, and how many days each one joins. */
const chartLines = (chart: HTMLElement) =>
  [...chart.querySelectorAll('path.recharts-line-curve')].map(
    (line) =>
      `${line.getAttribute('name')}:${(line.getAttribute('d') ?? '').match(/[MLC]/g)?.length}`,
  );
/** The marks of the chart's value axis. */
const valueTicks = (chart: HTMLElement) =>
  [...chart.querySelectorAll('text.recharts-cartesian-axis-tick-value[orientation="left"]')].map(
    (tick) => tick.textContent,
  );
/** The names of the lines in the chart's legend. */
const legend = (chart: HTMLElement) =>
  [...chart.querySelectorAll('.mantine-ChartLegend-legendItemName')].map(
    (item) => item.textContent,
  );

describe('the operation table', () => {
  it('asks for the last seven days and shows the totals and the members', async () => {
    const fetchMock = routeFetch(agentAnswers());
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<OperationTablePage status={AGENT_STATUS} />);
    expect(screen.getByTestId('agent-report-loading')).toBeTruthy();
    expect((await screen.findByTestId('agent-totals-deposits')).textContent).toBe('¥ 450.00');
    expect(screen.getByTestId('agent-totals-registrations').textContent).toBe('2');
    expect(screen.getByTestId('agent-totals-win_loss').textContent).toBe('-¥ 120.00');
    const row = await screen.findByTestId('record-row');
    expect(row.textContent).toContain('friend01');
    expect(row.textContent).toContain('¥ 2,400.00');
    const range = quickRange('last7');
    expect(sentBodies(fetchMock, agentOperationCall)[0]).toEqual({
      site_id: 1,
      start_date: range.start,
      end_date: range.end,
      page: 1,
      page_size: 20,
    });
  });

  it('draws the daily series of the chosen figures', async () => {
    vi.stubGlobal('fetch', routeFetch(agentAnswers()));
    renderWithProviders(<OperationTablePage status={AGENT_STATUS} />);
    const chart = await screen.findByTestId('agent-chart', {}, { timeout: 10_000 });
    // A line per chosen figure, each through the three days of the series.
    await waitFor(() =>
      expect(chartLines(chart)).toEqual(['deposits:3', 'valid_bet:3', 'win_loss:3']),
    );
    expect(legend(chart)).toEqual(['Deposits', 'Valid bet', "Members' win/loss"]);
    expect(chart.textContent).toContain('11-26');

    fireEvent.click(screen.getByText('Members'));
    await waitFor(() => expect(chartLines(chart)).toEqual(['registrations:3', 'active_members:3']));
    // Members are counted whole: each mark of the value axis a different whole number.
    const ticks = valueTicks(chart);
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.every((tick) => /^\d+$/.test(tick))).toBe(true);
    expect(new Set(ticks).size).toBe(ticks.length);
    fireEvent.click(screen.getByTestId('agent-chart-chip-first_deposit_count'));
    await waitFor(() =>
      expect(chartLines(chart)).toEqual([
        'registrations:3',
        'active_members:3',
        'first_deposit_count:3',
      ]),
    );
  });

  it("lists one member's rows when searched by account", async () => {
    const fetchMock = routeFetch(agentAnswers());
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<OperationTablePage status={AGENT_STATUS} />);
    await screen.findByTestId('record-row');
    fireEvent.change(screen.getByTestId('agent-operation-account'), {
      target: { value: ' friend ' },
    });
    fireEvent.click(screen.getByTestId('agent-operation-search'));
    await waitFor(() =>
      expect(sentBodies(fetchMock, agentOperationCall).at(-1)).toMatchObject({
        account: 'friend',
        page: 1,
      }),
    );
  });

  it('does not ask for a range the server would refuse, and says why', async () => {
    const fetchMock = routeFetch(agentAnswers());
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<OperationTablePage status={AGENT_STATUS} />);
    await screen.findByTestId('agent-totals');
    fireEvent.change(screen.getByTestId('record-start-date'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('record-end-date'), { target: { value: '2026-12-01' } });
    expect(screen.getByTestId('record-range-problem').textContent).toBe(
      'Choose a period of at most 90 days.',
    );
    expect(sentBodies(fetchMock, agentOperationCall)).toHaveLength(1);
  });

  it('shows the error with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch(agentAnswers([[agentOperationCall, envelopeResponse(null, { code: '110' })]])),
    );
    renderWithProviders(<OperationTablePage status={AGENT_STATUS} />);
    expect(
      await screen.findByText(
        'Choose a start and an end date, the start first, at most 90 days apart.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });
});

describe('the stratified table', () => {
  it('lists each level and draws one line per level', async () => {
    vi.stubGlobal('fetch', routeFetch(agentAnswers()));
    renderWithProviders(<StratifiedTablePage status={AGENT_STATUS} />);
    const rows = await screen.findAllByTestId('agent-level-row');
    expect(rows.map((row) => row.textContent.slice(0, 8))).toEqual(['Level 12', 'Level 21']);
    expect(rows[1]?.textContent).toContain('¥ 600.00');
    const chart = await screen.findByTestId('agent-chart', {}, { timeout: 10_000 });
    await waitFor(() => expect(chartLines(chart)).toEqual(['level_1:3', 'level_2:3']));
    expect(legend(chart)).toEqual(['Level 1', 'Level 2']);
  });

  it('says when there is no downline yet', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch(
        agentAnswers([[agentStratifiedCall, envelopeResponse({ ...STRATIFIED, levels: [] })]]),
      ),
    );
    renderWithProviders(<StratifiedTablePage status={AGENT_STATUS} />);
    expect((await screen.findByTestId('agent-stratified-empty')).textContent).toContain(
      'No downline yet',
    );
    expect(screen.queryByTestId('agent-stratified-chart')).toBeNull();
  });
});

describe('the commission settlements', () => {
  it('shows each period with plan, tier, figures, carry, commission and status', async () => {
    vi.stubGlobal('fetch', routeFetch(agentAnswers()));
    renderWithProviders(<SettlementPage />);
    const row = await screen.findByTestId('record-row');
    const text = row.textContent;
    for (const part of [
      '2026-10-01 – 2026-10-31',
      'Standard · On net win/loss',
      'Tier 1',
      '20%',
      '¥ 90,000.00',
      '-¥ 700.00',
      '¥ 4,000.00',
      '¥ 800.00',
      'Paid',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('says when nothing was settled yet, and shows a rejection reason', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch(
        agentAnswers([
          [agentSettlementsCall, envelopeResponse({ ...SETTLEMENTS, list: [], total_count: 0 })],
        ]),
      ),
    );
    const { unmount } = renderWithProviders(<SettlementPage />);
    expect((await screen.findByTestId('records-empty')).textContent).toContain(
      'No settlements yet',
    );
    unmount();

    const rejected = { ...SETTLEMENTS.list[0], status: 'rejected', reason: 'Bonus abuse found' };
    vi.stubGlobal(
      'fetch',
      routeFetch(
        agentAnswers([
          [agentSettlementsCall, envelopeResponse({ ...SETTLEMENTS, list: [rejected] })],
        ]),
      ),
    );
    renderWithProviders(<SettlementPage />);
    const row = await screen.findByTestId('record-row');
    expect(row.textContent).toContain('Rejected');
    expect(row.textContent).toContain('Bonus abuse found');
  });
});
