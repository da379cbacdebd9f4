import openapiTS, { astToString } from 'openapi-typescript';
import { banner, type Output } from './output.ts';

export async function generate(): Promise<Output[]> {
  const ast = await openapiTS(new URL('../../openapi/wl-v1.yaml', import.meta.url));
  return [{ file: 'api.d.ts', content: banner + astToString(ast) }];
}
