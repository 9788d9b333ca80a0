package io.opencab.ui.control;

import io.opencab.engine.game.RoundOutcome;
import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.PresentedRound;
import io.opencab.ui.present.Presenter;
import io.opencab.ui.present.Renderers;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.sound.Cue;
import io.opencab.ui.sound.Sound;
import java.util.HashMap;
import java.util.Map;

/**
 * A round on the player's screen, from the cabinet's decided outcome to its payment (docs/ui.md, "Ports"): the
 * game's presenter plays its script; a big win is celebrated ({@link WinShow}); then the kiosk reports the round
 * presented, the cabinet pays it, and the board cycles through the round's wins until the next round (issue 39
 * item 3). Part of {@link KioskController}; JavaFX thread only.
 */
final class RoundShow {
    private static final System.Logger LOG = System.getLogger(RoundShow.class.getName());

    private final KioskController c;
    private final Renderers renderers;
    private final Sound sound;
    private final Map<String, Presenter> presenters = new HashMap<>();
    private final WinShow win = new WinShow();
    private long presenting = -1;
    private long presented = -1;
    private RoundOutcome lastOutcome;
    private Presenter cycling;

    RoundShow(KioskController c, Renderers renderers, Sound sound) {
        this.c = c;
        this.renderers = renderers;
        this.sound = sound;
    }

    WinShow winShow() {
        return win;
    }

    /** The last round shown (autoplay's stop conditions). */
    RoundOutcome lastOutcome() {
        return lastOutcome;
    }

    /** True from a round's first step until it is reported presented (its script, then its celebration). */
    boolean showing() {
        return presenting >= 0;
    }

    /** The presenter of {@code gameId}'s board, made once, idle. */
    Presenter presenterFor(String gameId) {
        return presenters.computeIfAbsent(gameId, id -> {
            Presenter p = new Presenter(renderers.forGame(id).createView());
            p.view().numbers(c.model().state.get().rules().grouping());
            p.view().idle();
            return p;
        });
    }

    /** Presents {@code r} unless it is being or has been presented (a restart publishes an unfinished round again). */
    void offer(PresentedRound r) {
        if (r != null && r.roundId() != presenting && r.roundId() != presented) {
            present(r);
        }
    }

    private void present(PresentedRound r) {
        stopCycle();
        presenting = r.roundId();
        RoundOutcome o = r.outcome();
        Presenter p = presenterFor(o.gameId());
        RoundScript script;
        try {
            script = renderers.forGame(o.gameId()).script(o);
        } catch (RuntimeException e) {
            // A renderer bug must not hide a decided round: show it with the generic fallback.
            LOG.log(System.Logger.Level.ERROR, "renderer of " + o.gameId() + " failed on round " + r.roundId(), e);
            c.say(Note.untilNextRound("Round " + r.roundId() + " shown by the generic presentation", r.roundId()));
            p = new Presenter(renderers.generic(o.gameId()).createView());
            script = renderers.generic(o.gameId()).script(o);
        }
        c.model().presenter.set(p);
        sound.play(Cue.SPIN);
        Presenter shownOn = p;
        RoundScript shown = script;
        p.play(script, c.model().speed.get(), () -> scriptShown(r, shownOn, shown));
    }

    private void scriptShown(PresentedRound r, Presenter p, RoundScript script) {
        lastOutcome = r.outcome();
        long w = r.outcome().totalWin();
        WinShow.Tier tier = WinShow.Tier.of(w, r.outcome().bet());
        sound.play(w == 0 ? Cue.LAND : tier != WinShow.Tier.NONE ? Cue.BIG_WIN : Cue.WIN);
        win.start(w, r.outcome().bet(), c.model().speed.get(), () -> paid(r, p, script));
    }

    private void paid(PresentedRound r, Presenter p, RoundScript script) {
        presented = r.roundId();
        presenting = -1;
        if (c.model().autoplay.get() != null) {
            c.autoplayAwaitsPay = true;
        } else if (c.model().presenter.get() == p) {
            cycling = p;
            p.cycle(script);
        }
        c.submit(new KioskAction.RoundPresented(r.roundId()));
    }

    /** SPIN during a round: the script to its end, or the celebration to its end. */
    void skip() {
        if (win.running()) {
            win.skip();
            return;
        }
        Presenter p = c.model().presenter.get();
        if (p != null && p.running().get()) {
            p.skip();
        }
    }

    /** Ends the win cycle (a bet change, another game, a panel): the board shows the round's end. */
    void stopCycle() {
        if (cycling != null) {
            cycling.stopCycle();
            cycling = null;
        }
    }
}
