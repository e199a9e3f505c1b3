/**
 * A few helpers over parse5's document tree, for the build (CSP hashes, island
 * links) and the server (the contact form's no-script answer): HTML is read and
 * changed with a real parser, never with regular expressions.
 */
import { type DefaultTreeAdapterTypes, defaultTreeAdapter, parse, serialize } from "parse5";

export type Element = DefaultTreeAdapterTypes.Element;
export type Document = DefaultTreeAdapterTypes.Document;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

export const parseHtml = (html: string): Document => parse(html);
export const serializeHtml = (document: Document): string => serialize(document);

/** Every element below `root`, in document order, <template> contents included. */
export function* elements(root: ParentNode): Generator<Element> {
  for (const child of root.childNodes) {
    if (!defaultTreeAdapter.isElementNode(child)) continue;
    yield child;
    yield* elements(child);
    if ("content" in child) yield* elements(child.content);
  }
}

export function find(root: ParentNode, test: (element: Element) => boolean): Element | undefined {
  for (const element of elements(root)) if (test(element)) return element;
  return undefined;
}

export function getAttribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

export function setAttribute(element: Element, name: string, value: string): void {
  const existing = element.attrs.find((attribute) => attribute.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

export function removeAttribute(element: Element, name: string): void {
  element.attrs = element.attrs.filter((attribute) => attribute.name !== name);
}

/** The text of an element's children (for <script> and <style>, their exact source). */
export function textOf(element: Element): string {
  return element.childNodes.map((node) => (defaultTreeAdapter.isTextNode(node) ? node.value : "")).join("");
}

/** Replaces an element's children with one text node. */
export function setText(element: Element, text: string): void {
  for (const child of [...element.childNodes]) defaultTreeAdapter.detachNode(child);
  if (text !== "") defaultTreeAdapter.insertText(element, text);
}
