/**
 * Health (issue 26, decision 061): the liveness and readiness routes, and the process's phase (starting, serving,
 * draining) with the requests it is answering, which the health plugin keeps and a graceful shutdown reads.
 */
export { default as healthRoutes } from './health-routes.js';
export { ProcessState, type InFlight, type Phase } from './process-state.js';
