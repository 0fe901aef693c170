import { diagramAnswerSchema, diagramGeneratorsAnswerSchema } from '@workhub/domain';
import { serviceClient } from './service-client';
import { answerParser } from './answer';

const client = serviceClient('diagrams');

const parsed = answerParser('diagrams');

/** The Diagrams service (docs/base-spec.md "Generators", Diagrams): SVG diagrams of a base-spec version. */
export const diagramsService = {
  /** GET /generators: the diagrams it draws. */
  generators: async () => parsed(diagramGeneratorsAnswerSchema, await client.get<unknown>('/generators'), 'generators').generators,
  /** POST /invoke: one diagram of a base-spec version (default the newest) as SVG text. */
  invoke: async (generator: string, version?: string) =>
    parsed(diagramAnswerSchema, await client.post<unknown>('/invoke', { generator, ...(version ? { version } : {}) }), 'diagram'),
};
