package io.opencab.ui.control;

import io.opencab.ui.present.Speed;
import javafx.animation.KeyFrame;
import javafx.animation.KeyValue;
import javafx.animation.Timeline;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleLongProperty;
import javafx.util.Duration;

/**
 * The celebration of a big win after its round has been shown and before it is paid (issue 39 item 3): the
 * win's tier by its size in bets, and its roll-up from 0 to the win, then a short hold on the whole amount.
 * SPIN skips to the end at once. The view draws it ({@code WinShowView}); JavaFX thread only.
 */
public final class WinShow {
    /** How long the whole amount stays shown after the roll-up. */
    static final int HOLD_MS = 1_500;

    /**
     * A win's tier: at least {@link #bets} times the bet. Below {@link #BIG} nothing is celebrated: a win of
     * 1 to 10 bets has the board's TOTAL WIN plate, a win below the bet the win meter only.
     */
    public enum Tier {
        NONE(0, "", 0),
        BIG(10, "BIG WIN", 3_500),
        MEGA(25, "MEGA WIN", 5_500),
        EPIC(50, "EPIC WIN", 7_500);

        private final int bets;
        private final String title;
        private final int rollMillis;

        Tier(int bets, String title, int rollMillis) {
            this.bets = bets;
            this.title = title;
            this.rollMillis = rollMillis;
        }

        /** The least win, in bets, of this tier. */
        public int bets() {
            return bets;
        }

        public String title() {
            return title;
        }

        /** How long the roll-up lasts at normal speed. */
        public int rollMillis() {
            return rollMillis;
        }

        /** The tier of {@code win} at {@code bet}; a bet of 0 (never played) is no tier. */
        public static Tier of(long win, long bet) {
            if (bet <= 0 || win <= 0) {
                return NONE;
            }
            Tier t = NONE;
            for (Tier k : values()) {
                if (k != NONE && win / bet >= k.bets) {
                    t = k;
                }
            }
            return t;
        }
    }

    private final ReadOnlyObjectWrapper<Tier> tier = new ReadOnlyObjectWrapper<>(Tier.NONE);
    private final LongProperty shown = new SimpleLongProperty(0);
    private long win;
    private long bet;
    private Timeline roll;
    private Runnable done;

    /** The tier being celebrated now; {@link Tier#NONE} when no celebration is on screen. */
    public ReadOnlyObjectProperty<Tier> tier() {
        return tier.getReadOnlyProperty();
    }

    /** The amount shown now, rolling up to the win. */
    public ReadOnlyLongProperty shown() {
        return shown;
    }

    /** The win celebrated (valid while {@link #tier()} is not NONE). */
    public long win() {
        return win;
    }

    /** The bet of the round celebrated. */
    public long bet() {
        return bet;
    }

    public boolean running() {
        return tier.get() != Tier.NONE;
    }

    /**
     * Celebrates {@code win} at {@code bet} if it reaches a tier, and runs {@code then} when it is over (or
     * skipped); runs {@code then} at once when there is nothing to celebrate.
     */
    void start(long win, long bet, Speed speed, Runnable then) {
        stop();
        Tier t = Tier.of(win, bet);
        if (t == Tier.NONE) {
            then.run();
            return;
        }
        this.win = win;
        this.bet = bet;
        this.done = then;
        shown.set(0);
        tier.set(t);
        double rollMs = speed.millis(t.rollMillis());
        roll = new Timeline(new KeyFrame(Duration.ZERO, new KeyValue(shown, 0)),
                new KeyFrame(Duration.millis(rollMs), new KeyValue(shown, win)),
                new KeyFrame(Duration.millis(rollMs + HOLD_MS)));
        roll.setOnFinished(e -> finish());
        roll.play();
    }

    /** SPIN during the celebration: the whole amount at once, and the round is paid. */
    void skip() {
        if (running()) {
            finish();
        }
    }

    private void finish() {
        stop();
        shown.set(win);
        tier.set(Tier.NONE);
        Runnable d = done;
        done = null;
        if (d != null) {
            d.run();
        }
    }

    private void stop() {
        if (roll != null) {
            roll.stop();
            roll = null;
        }
    }
}
