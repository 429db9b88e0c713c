import { afterEach, describe, expect, it, vi } from 'vitest';

const warmPdf = vi.fn(async () => undefined);
vi.mock('./pdf.tsx', () => ({ warmPdf }));

/** A browser with requestIdleCallback (run on the next timer) and the given connection. */
function browser(connection?: { saveData?: boolean; effectiveType?: string }) {
  vi.stubGlobal('navigator', { connection });
  vi.stubGlobal('window', {
    requestIdleCallback: (task: () => void) => setTimeout(task, 0) as unknown as number,
    cancelIdleCallback: (id: number) => clearTimeout(id),
    setTimeout,
  });
  vi.stubGlobal('performance', { mark: vi.fn() });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
  warmPdf.mockClear();
});

describe('warming the PDF path on idle', () => {
  it('is off on a data-saving or 2G connection', async () => {
    const { mayWarm } = await import('./warm.ts');
    browser({ saveData: true });
    expect(mayWarm()).toBe(false);
    browser({ effectiveType: '2g' });
    expect(mayWarm()).toBe(false);
    browser({ effectiveType: '4g' });
    expect(mayWarm()).toBe(true);
    browser();
    expect(mayWarm()).toBe(true);
  });

  it('waits for the delay and the idle browser, warms a font once, and can be cancelled', async () => {
    vi.useFakeTimers();
    browser({ effectiveType: '4g' });
    const { warmPdfWhenIdle } = await import('./warm.ts');
    const cancel = warmPdfWhenIdle('Karla', 3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(warmPdf).not.toHaveBeenCalled();
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(warmPdf).not.toHaveBeenCalled();

    warmPdfWhenIdle('Karla', 3000);
    await vi.advanceTimersByTimeAsync(3001);
    await vi.waitFor(() => expect(warmPdf).toHaveBeenCalledWith('Karla'));
    warmPdfWhenIdle('Karla', 3000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(warmPdf).toHaveBeenCalledTimes(1);
  });

  it('never runs with data saving on', async () => {
    vi.useFakeTimers();
    browser({ saveData: true });
    const { warmPdfWhenIdle } = await import('./warm.ts');
    warmPdfWhenIdle('Poppins', 0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(warmPdf).not.toHaveBeenCalled();
  });
});
