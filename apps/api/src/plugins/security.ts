import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

const paypal = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

/** Security headers, and a per-IP request limit on every route (stricter ones are set per route). */
export default fp<{ rateLimitMax: number }>(
  async (app, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...paypal],
          // Emotion (MUI) injects style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...paypal],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...paypal],
          frameSrc: ["'self'", ...paypal],
        },
      },
    });
    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitMax,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', `Too many requests. Please wait ${context.after} and try again.`),
    });
  },
  { name: 'security' },
);
