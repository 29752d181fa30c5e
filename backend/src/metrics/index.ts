export { MetricsService } from './metrics.service.js';
