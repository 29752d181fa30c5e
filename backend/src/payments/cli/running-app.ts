import { SANDBOX_TOKEN_HEADER, type SandboxLink } from '../sandbox-link.js';

export type RunningAppOutcome =
  { kind: 'done' | 'refused'; code: number; message: string } | { kind: 'unreachable' };

/**
 * Asks the running app to complete the sandbox payment of `target` (a booking reference or a
 * payment id). `unreachable` when no app answers at the link's address.
 */
export async function completeThroughRunningApp(
  link: SandboxLink,
  target: string,
  timeoutMs = 10_000,
): Promise<RunningAppOutcome> {
  let response: Response;
  try {
    response = await fetch(
      `${link.url}/api/payments/sandbox/by-reference/${encodeURIComponent(target.trim())}/complete`,
      {
        method: 'POST',
        headers: { [SANDBOX_TOKEN_HEADER]: link.token },
        signal: AbortSignal.timeout(timeoutMs),
      },
    );
  } catch {
    return { kind: 'unreachable' };
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    return {
      kind: 'refused',
      code: 1,
      message: typeof body.message === 'string' ? body.message : `HTTP ${response.status}`,
    };
  }
  return {
    kind: 'done',
    code: body.bookingStatus === 'confirmed' ? 0 : 1,
    message: `Booking ${String(body.reference)}: ${String(body.bookingStatus)} (payment ${String(body.paymentId)}: ${String(body.paymentStatus)})`,
  };
}
