package io.opencab.hal;

/**
 * The inclusive range of one configuration number (milliseconds, a count, a pin). A config record checks its
 * component against it, and {@link HalProperties} checks the {@code hal.*} key against the same one, so a refusal
 * read from a file names the key the technician wrote rather than the record's field.
 */
public record Bounds(long min, long max) {
    public Bounds {
        if (min > max) {
            throw new IllegalArgumentException("bounds " + min + ".." + max + " are empty");
        }
    }

    public boolean holds(long value) {
        return value >= min && value <= max;
    }

    /** {@code min..max}, as the messages and docs/hal.md write a range. */
    @Override
    public String toString() {
        return min + ".." + max;
    }
}
