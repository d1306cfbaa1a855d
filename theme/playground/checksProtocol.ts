/** The messages between the playground and its checks worker: texts in, both reports (or why Ajv did not load) out. */
import type { PlaygroundReports } from './model/playgroundReports.ts';

export interface ChecksRequest {
  id: number;
  schemaText: string;
  dataText: string;
}

export type ChecksResponse = { id: number; reports: PlaygroundReports } | { id: number; loadError: string };
