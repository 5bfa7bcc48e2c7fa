/**
 * Open modal layers, innermost last. Only the top layer traps focus and answers Escape, so
 * a dialog opened from a drawer closes first and hands focus back to the drawer.
 */
const layers: symbol[] = [];

export function pushLayer(layer: symbol): void {
  layers.push(layer);
}

export function removeLayer(layer: symbol): void {
  const index = layers.lastIndexOf(layer);
  if (index >= 0) layers.splice(index, 1);
}

export function isTopLayer(layer: symbol): boolean {
  return layers[layers.length - 1] === layer;
}
