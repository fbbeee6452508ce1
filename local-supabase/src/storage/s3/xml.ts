import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/** the namespace of S3's answers (every result element but <Error>) */
export const S3_NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';

/** an element's content: text, a number, a child element, or an element repeated once per item */
export type XmlValue = string | number | boolean | XmlElement | XmlElement[] | string[];
export interface XmlElement {
  [name: string]: XmlValue | undefined;
}

// attributes are written from "@_"-prefixed names ({ '@_xmlns': S3_NAMESPACE }); text is escaped
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: false,
});

/** an XML document with one root element, as S3 writes its answers (undefined children are left out) */
export function xmlDocument(root: XmlElement): string {
  return builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, ...root });
}

// a request body (DeleteObjects): element text kept as text ("0123" stays a string), no entities but XML's own
const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => name === 'Object',
});

/** the parsed document, or undefined when the text is no well-formed XML */
export function parseXml(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = parser.parse(text, true);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
