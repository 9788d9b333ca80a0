package io.opencab.tests.harness;

import java.util.Random;

/**
 * How many kills a power-loss test makes and the seed of its random moments, from {@code -D<prefix>.kills} and
 * {@code -D<prefix>.seed} (the scripts under tests/powercut and tests/sas set them); the seed is printed so that a
 * failing run can be repeated.
 */
public record KillRun(int kills, long seed, Random random) {
    /** Reads the two properties and prints {@code <label>: N kills, seed S (rerun with -D<prefix>.seed=S)}. */
    public static KillRun fromProperties(String label, String prefix, int defaultKills) {
        int kills = Integer.getInteger(prefix + ".kills", defaultKills);
        long seed = Long.getLong(prefix + ".seed", System.nanoTime());
        System.out.println(label + ": " + kills + " kills, seed " + seed + " (rerun with -D" + prefix + ".seed=" + seed
            + ")");
        return new KillRun(kills, seed, new Random(seed));
    }
}
