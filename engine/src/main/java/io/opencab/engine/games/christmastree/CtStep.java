package io.opencab.engine.games.christmastree;

/** One step of a spin after the reels land: a paying cascade or a Blizzard drop. */
public sealed interface CtStep permits CtCascade, CtBlizzard {
}
