package io.opencab.ui.present;

/** Game speed (rule sheets: "Game Settings – Change the game speed", "Quick Spin"). */
public enum Speed {
    NORMAL(1.0),
    QUICK(0.35);

    private final double factor;

    Speed(double factor) {
        this.factor = factor;
    }

    /** A step's duration at this speed, in milliseconds (at least one frame). */
    public double millis(int normalMillis) {
        return Math.max(16, normalMillis * factor);
    }
}
