import type { MetricsService } from '../../metrics/index.js';
import type { PaymentProvider } from './payment-provider.js';

/** Wraps a provider so each call's latency and outcome reach the metrics. */
export function instrumentProvider(
  provider: PaymentProvider,
  metrics: MetricsService,
): PaymentProvider {
  const timed = async <T>(operation: string, call: () => Promise<T>): Promise<T> => {
    const stop = metrics.providerCalls.startTimer({ provider: provider.name, operation });
    try {
      const result = await call();
      stop({ outcome: 'ok' });
      return result;
    } catch (error) {
      stop({ outcome: 'error' });
      throw error;
    }
  };
  return {
    name: provider.name,
    createPaymentCode: async (input) => {
      try {
        const code = await timed('create_code', () => provider.createPaymentCode(input));
        metrics.paymentOutcomes.inc({ provider: provider.name, outcome: 'code_issued' });
        return code;
      } catch (error) {
        metrics.paymentOutcomes.inc({ provider: provider.name, outcome: 'provider_unavailable' });
        throw error;
      }
    },
    getPaymentCode: (id) => timed('get_code', () => provider.getPaymentCode(id)),
  };
}
