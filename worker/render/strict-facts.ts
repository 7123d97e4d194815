// A strict view of an object of facts: reading a property it does not hold throws, naming it. Kept fragments
// render from such a view in development, so a component that reads what their key does not hold fails loudly.

/** `facts` as a view that throws on a missing property; `where` names it in the error (`site`, `page`). */
export function strictFacts<T extends object>(facts: T, where: string): T {
  return new Proxy(facts, {
    get(target, name, receiver) {
      // `then` and `toJSON` are asked of any object by promise and JSON code: absent is their answer.
      if (typeof name === 'string' && !(name in target) && name !== 'then' && name !== 'toJSON') {
        throw new Error(`A kept fragment read ${where}.${name}, which its key does not hold`);
      }
      return Reflect.get(target, name, receiver);
    },
  });
}
