import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { PAGE_COMPONENTS } from '../../../../src/engine/registry/types';
import matrixSchema from '../../../../src/engine/schema/matrix.schema.json';
import modelSchema from '../../../../src/engine/schema/model.schema.json';
import rolesSchema from '../../../../src/engine/schema/roles.schema.json';
import screenSchema from '../../../../src/engine/schema/screen.schema.json';
import { projectRoot } from '../../../../src/server/config';

// types.ts and the field parts it re-exports (select options, conditions, table columns...).
const engineTypes = ['src/engine/types.ts', 'src/engine/field-parts.ts']
  .map((file) => readFileSync(path.join(projectRoot, file), 'utf8'))
  .join('\n');
const registryTypes = readFileSync(path.join(projectRoot, 'src/engine/registry/types.ts'), 'utf8');
const relatedTypes = readFileSync(
  path.join(projectRoot, 'src/engine/related/related-lists.ts'),
  'utf8',
);

/** The property names of `export interface Name {...}` (top-level members only). */
function interfaceKeys(source: string, name: string): string[] {
  const body = new RegExp(`export interface ${name} \\{\\n([\\s\\S]*?)\\n\\}`).exec(source)?.[1];
  if (body === undefined) throw new Error(`interface ${name} not found`);
  return [...body.matchAll(/^ {2}(\w+)\??:/gm)].map((match) => match[1] as string).sort();
}

/** The string literals of `export type Name = 'a' | 'b';`. */
function unionLiterals(source: string, name: string): string[] {
  const body = new RegExp(`export type ${name} =([\\s\\S]*?);`).exec(source)?.[1];
  if (body === undefined) throw new Error(`type ${name} not found`);
  return [...body.matchAll(/'([^']+)'/g)].map((match) => match[1] as string).sort();
}

type Definitions = Record<string, { properties?: Record<string, unknown>; enum?: string[] }>;

function schemaKeys(definitions: Definitions, name: string): string[] {
  return Object.keys(definitions[name]?.properties ?? {}).sort();
}

const modelDefs = modelSchema.definitions as Definitions;
const screenDefs = screenSchema.definitions as Definitions;

describe('model.schema.json is in step with src/engine/types.ts', () => {
  it('declares every FieldSchema property, and no other', () => {
    const inTypes = interfaceKeys(engineTypes, 'FieldSchema');
    expect(inTypes.length).toBeGreaterThan(50);
    expect(schemaKeys(modelDefs, 'field')).toEqual(inTypes);
  });

  it.each([
    ['GroupSchema', 'group'],
    ['ListSchema', 'list'],
    ['WorkflowSchema', 'workflow'],
    ['NamingSchema', 'naming'],
    ['DependencyCondition', 'condition'],
    ['FormulaPart', 'formulaPart'],
    ['SelectOption', 'selectOption'],
    ['TableColumn', 'tableColumn'],
  ])('declares the properties of %s in definitions.%s', (typeName, definition) => {
    expect(schemaKeys(modelDefs, definition)).toEqual(interfaceKeys(engineTypes, typeName));
  });

  it.each([
    ['RelatedList', 'relatedList'],
    ['RecordChart', 'recordChart'],
    ['ChartTrend', 'chartTrend'],
    ['TrendSeries', 'trendSeries'],
  ])(
    'declares the properties of %s (related-lists.ts) in definitions.%s',
    (typeName, definition) => {
      expect(schemaKeys(modelDefs, definition)).toEqual(interfaceKeys(relatedTypes, typeName));
    },
  );

  it('declares the ModelSchema properties at the root (plus $schema for editors)', () => {
    const root = Object.keys(modelSchema.properties).filter((key) => key !== '$schema');
    expect(root.sort()).toEqual(interfaceKeys(engineTypes, 'ModelSchema'));
  });

  it.each([
    ['FieldType', 'fieldType'],
    ['ComparisonOp', 'comparisonOp'],
    ['JoinOp', 'joinOp'],
  ])('lists the members of %s in definitions.%s', (typeName, definition) => {
    expect([...(modelDefs[definition]?.enum ?? [])].sort()).toEqual(
      unionLiterals(engineTypes, typeName),
    );
  });
});

describe('screen, roles and matrix schemas are in step with src/engine/registry/types.ts', () => {
  it.each([
    ['MenuEntry', 'menuEntry'],
    ['MenuScreen', 'menu'],
    ['PageScreen', 'page'],
    ['LauncherCard', 'launcherCard'],
    ['LauncherScreen', 'launcher'],
    ['DashboardWidget', 'dashboardWidget'],
    ['DashboardScreen', 'dashboard'],
    ['WaitingScreen', 'waitingScreen'],
  ])('declares the properties of %s in definitions.%s', (typeName, definition) => {
    const keys = schemaKeys(screenDefs, definition).filter((key) => key !== '$schema');
    expect(keys).toEqual(interfaceKeys(registryTypes, typeName));
  });

  it("lists the built-in page components of PAGE_COMPONENTS in a page's component", () => {
    const page = screenDefs.page as { properties: { component: { enum: string[] } } };
    expect(page.properties.component.enum).toEqual([...PAGE_COMPONENTS]);
  });

  it('lists every screen kind', () => {
    expect([...screenSchema.properties.kind.enum].sort()).toEqual(
      [...registryTypes.matchAll(/^ {2}kind: '([^']+)';$/gm)].map((match) => match[1]).sort(),
    );
  });

  it('declares Role and EntityPermissions', () => {
    const rolesDefs = rolesSchema.definitions as Definitions;
    const matrixDefs = matrixSchema.definitions as Definitions;
    expect(schemaKeys(rolesDefs, 'role')).toEqual(interfaceKeys(registryTypes, 'Role'));
    expect(schemaKeys(matrixDefs, 'entityPermissions')).toEqual(
      interfaceKeys(registryTypes, 'EntityPermissions'),
    );
  });
});

describe('the meta-schemas', () => {
  it('all compile with Ajv in strict mode', () => {
    const ajv = new Ajv({
      allErrors: true,
      strict: true,
      strictRequired: false,
      allowUnionTypes: true,
    });
    addFormats(ajv);
    for (const schema of [modelSchema, screenSchema, rolesSchema, matrixSchema]) {
      expect(typeof ajv.compile(schema)).toBe('function');
    }
  });

  it('have distinct $ids', () => {
    const ids = [modelSchema, screenSchema, rolesSchema, matrixSchema].map((schema) => schema.$id);
    expect(new Set(ids).size).toBe(4);
  });
});
