/**
 * What the playground loads when it first checks anything: Ajv with every
 * draft's meta-schema. A chunk of its own, loaded by the checks worker
 * (checksWorker.ts), or by the page where no worker can start.
 */
export { checkTexts } from './model/playgroundReports.ts';
