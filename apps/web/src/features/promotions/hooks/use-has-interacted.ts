import { useEffect, useState } from 'react';

const INTERACTION_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Whether the visitor has pressed a pointer or a key since the calling component mounted. Listens
 * in the capture phase so that a press a widget stops from bubbling still counts.
 */
export const useHasInteracted = (target?: Window): boolean => {
  const [hasInteracted, setHasInteracted] = useState(false);
  useEffect(() => {
    if (hasInteracted) return;
    const watched = target ?? window;
    const onInteraction = () => {
      setHasInteracted(true);
    };
    for (const type of INTERACTION_EVENTS) watched.addEventListener(type, onInteraction, true);
    return () => {
      for (const type of INTERACTION_EVENTS) watched.removeEventListener(type, onInteraction, true);
    };
  }, [hasInteracted, target]);
  return hasInteracted;
};
