package io.opencab.ui.control;

import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.ui.port.AutoplaySettings;
import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.Lockup;
import io.opencab.ui.present.GameRenderer;
import io.opencab.ui.present.HelpPage;
import io.opencab.ui.present.HelpSheet;
import io.opencab.ui.present.Presenter;
import io.opencab.ui.present.Renderers;
import java.util.List;
import java.util.Optional;

/**
 * The player's half of the kiosk controller: what a button means on the game screen and its
 * panels (help pages, settings, history, autoplay), bets and their refusals in words that fit the
 * case (issue 24), and autoplay's rounds. Changes only {@link KioskModel}; cabinet actions go
 * through the controller's one ordered queue.
 */
public final class PlayerControl {
    private final KioskController c;
    private final Renderers renderers;
    private HelpBook.Layout layout = HelpBook.PLAIN;
    private String bookKey;
    private List<HelpSheet> book = List.of();
    private AutoplayForm autoplayForm;

    PlayerControl(KioskController c, Renderers renderers) {
        this.c = c;
        this.renderers = renderers;
    }

    void input(Input input) {
        KioskState s = c.model().state.get();
        Screen.Panel panel = c.model().panel.get();
        if (panel != Screen.Panel.NONE) {
            panelInput(panel, input);
            return;
        }
        if (s.lockup() != null) {
            // The lockup says what to do; its unusable buttons are dimmed (usable()), so a press does nothing.
            if (input == Input.SERVICE) {
                c.submit(new KioskAction.CallAttendant());
            } else if (input == Input.CASH_OUT && usable(Input.CASH_OUT)) {
                // A host disable keeps the player's money theirs: cash-out stays possible (docs/sas.md).
                c.submit(new KioskAction.CashOut());
            }
            return;
        }
        boolean presenting = c.roundShow().showing();
        boolean busy = presenting || s.round() != null || c.model().autoplay.get() != null;
        switch (input) {
            case SPIN -> {
                if (presenting) {
                    // Skip: jump to the end of the round or its celebration; amounts are the outcome's either way.
                    c.roundShow().skip();
                } else if (!busy) {
                    if (s.credits() < s.bet()) {
                        c.say(Note.shortOfCredits(BetText.spinRefused(s), s));
                    } else {
                        c.say(null);
                        c.submit(new KioskAction.Spin());
                    }
                }
            }
            case BET_UP -> ifIdle(busy, () -> c.submit(new KioskAction.ChangeBet(1)));
            case BET_DOWN -> ifIdle(busy, () -> c.submit(new KioskAction.ChangeBet(-1)));
            case MAX_BET -> ifIdle(busy, () -> maxBet(s));
            case CASH_OUT -> ifIdle(busy, () -> c.submit(new KioskAction.CashOut()));
            case GAME_SELECT -> ifIdle(busy, () -> c.submit(new KioskAction.SelectGame(null)));
            case SERVICE -> c.submit(new KioskAction.CallAttendant());
            case HELP -> openPanel(Screen.Panel.HELP);
            case SETTINGS -> openPanel(Screen.Panel.SETTINGS);
            case HISTORY -> {
                if (s.rules().historyEnabled()) {
                    openPanel(Screen.Panel.HISTORY);
                } else {
                    c.say(Note.untilInput("Game history is not enabled on this cabinet"));
                }
            }
            case AUTOPLAY -> {
                if (c.model().autoplay.get() != null) {
                    stopAutoplay("stopped by the player");
                } else if (!s.rules().autoplayAllowed()) {
                    c.say(Note.untilInput("Autoplay is not available in this jurisdiction"));
                } else {
                    openPanel(Screen.Panel.AUTOPLAY);
                }
            }
            case BACK -> {
            }
        }
    }

    /**
     * Whether a deck button can do anything now (issue 39 item 7): in a lockup only SERVICE, and CASH OUT while the
     * casino system's disable leaves credits to cash out; during a round only SPIN (skip), SERVICE, HELP and
     * SETTINGS; else all but AUTOPLAY where the jurisdiction forbids it. The screen dims the others.
     */
    public boolean usable(Input input) {
        KioskState s = c.model().state.get();
        if (s == null) {
            return false;
        }
        if (s.lockup() != null) {
            return input == Input.SERVICE || input == Input.CASH_OUT && s.lockup().kind() == Lockup.Kind.HOST_DISABLED
                    && s.credits() > 0;
        }
        boolean busy = c.roundShow().showing() || s.round() != null;
        boolean auto = c.model().autoplay.get() != null;
        return switch (input) {
            case SPIN -> !auto;
            case SERVICE, HELP, SETTINGS, BACK -> true;
            case HISTORY -> !busy && s.rules().historyEnabled();
            case AUTOPLAY -> s.rules().autoplayAllowed() && (auto || !busy);
            case BET_UP, BET_DOWN, MAX_BET, GAME_SELECT -> !busy && !auto;
            case CASH_OUT -> !busy && !auto && s.credits() > 0;
        };
    }

    /** MAX BET as the game's rule sheet says ({@link GameRenderer#maxBetPlays()}). */
    private void maxBet(KioskState s) {
        GameInfo g = s.currentGame();
        if (g == null) {
            return;
        }
        boolean atMax = s.betLevel() == java.util.Collections.max(g.betLevels());
        if (!atMax || !renderers.forGame(g.id()).maxBetPlays()) {
            c.submit(new KioskAction.MaxBet());
        } else if (s.credits() < s.bet()) {
            c.say(Note.shortOfCredits(BetText.spinRefused(s), s));
        } else {
            c.say(null);
            c.submit(new KioskAction.Spin());
        }
    }

    private void ifIdle(boolean busy, Runnable r) {
        if (!busy) {
            r.run();
        }
    }

    private void panelInput(Screen.Panel panel, Input input) {
        if (panel == Screen.Panel.HELP) {
            int pages = helpPages().size();
            switch (input) {
                case BET_UP -> c.model().helpPage.set((c.model().helpPage.get() + 1) % pages);
                case BET_DOWN -> c.model().helpPage.set((c.model().helpPage.get() + pages - 1) % pages);
                case HELP, BACK, SPIN, CASH_OUT -> closePanel();
                default -> {
                }
            }
            return;
        }
        // The autoplay panel starts from the deck (issue 39): BET+/BET- rounds, MAX BET the most, SPIN starts.
        AutoplayForm form = autoplayForm;
        if (panel == Screen.Panel.AUTOPLAY && form != null && form.input(input, () -> startAutoplay(form.settings()))) {
            return;
        }
        if (input == Input.BACK || input == Input.CASH_OUT || input == Input.SPIN
                || input.name().equals(panel.name())) {
            closePanel();
        }
    }

    /** The open autoplay panel's rounds and limits (a new one each time the panel opens), or null. */
    public AutoplayForm autoplayForm() {
        return autoplayForm;
    }

    public void openPanel(Screen.Panel panel) {
        KioskController.onFx(() -> {
            if (c.model().screen.get() == Screen.GAME) {
                c.roundShow().stopCycle();
                c.model().helpPage.set(0);
                if (panel == Screen.Panel.AUTOPLAY) {
                    KioskState s = c.model().state.get();
                    autoplayForm = new AutoplayForm(s.rules().maxAutoplayRounds(), s.bet());
                }
                c.model().panel.set(panel);
            }
        });
    }

    public void closePanel() {
        KioskController.onFx(() -> c.model().panel.set(Screen.Panel.NONE));
    }

    /** Turns the help page by {@code delta} (touch arrows). */
    public void turnHelpPage(int delta) {
        KioskController.onFx(() -> {
            int pages = helpPages().size();
            c.model().helpPage.set(Math.floorMod(c.model().helpPage.get() + delta, pages));
        });
    }

    /** The help section after every game's own: the machine's limits a player can meet (credit limit, handpay, tickets). */
    public static final String MACHINE_PAGE = "This Machine";

    /** The screen's measure of the help pages (the view sets it; without one, {@link HelpBook#PLAIN}). */
    public void helpLayout(HelpBook.Layout l) {
        KioskController.onFx(() -> {
            layout = l;
            bookKey = null;
        });
    }

    /**
     * The help pages of the game being played: its sections (from its math), then the machine's own rules, flowed
     * onto pages of one size ({@link HelpBook}). Made once per game and machine rules.
     */
    public List<HelpSheet> helpPages() {
        KioskState s = c.model().state.get();
        GameInfo g = s.currentGame();
        if (g == null) {
            return List.of();
        }
        String key = g.id() + "|" + s.rules().machineRules();
        if (!key.equals(bookKey)) {
            List<HelpPage> sections = new java.util.ArrayList<>(renderers.forGame(g.id()).help());
            boolean machine = !s.rules().machineRules().isEmpty();
            if (machine) {
                sections.add(new HelpPage(MACHINE_PAGE, s.rules().machineRules(), List.of()));
            }
            book = HelpBook.pages(sections, machine, g.id(), layout);
            bookKey = key;
        }
        return book;
    }

    /** Starts autoplay (the autoplay panel's START); refused where the jurisdiction or the state forbids. */
    public void startAutoplay(AutoplaySettings settings) {
        KioskController.onFx(() -> {
            KioskState s = c.model().state.get();
            Optional<String> refused = autoplayRefusal(s, settings);
            if (refused.isPresent()) {
                c.say(Note.untilInput("Autoplay: " + refused.get()));
                return;
            }
            AutoplayRun run = new AutoplayRun(settings, s.credits());
            c.model().autoplay.set(run);
            c.model().panel.set(Screen.Panel.NONE);
            c.say(null);
            c.submit(new KioskAction.Autoplay(settings, true));
            run.started();
            c.submit(new KioskAction.Spin());
        });
    }

    private Optional<String> autoplayRefusal(KioskState s, AutoplaySettings settings) {
        if (!s.rules().autoplayAllowed()) {
            return Optional.of("not available in this jurisdiction");
        }
        if (settings.rounds() > s.rules().maxAutoplayRounds()) {
            return Optional.of("at most " + s.rules().maxAutoplayRounds() + " rounds");
        }
        if (s.rules().lossLimitRequired() && settings.lossLimit() == 0) {
            return Optional.of("a loss limit is required");
        }
        if (s.currentGame() == null || s.round() != null || s.lockup() != null || c.model().autoplay.get() != null) {
            return Optional.of("not now");
        }
        return new AutoplayRun(settings, s.credits()).refuseNext(s.bet(), s.credits());
    }

    public void stopAutoplay(String reason) {
        KioskController.onFx(() -> {
            AutoplayRun run = c.model().autoplay.get();
            if (run == null) {
                return;
            }
            c.model().autoplay.set(null);
            c.autoplayAwaitsPay = false;
            KioskState s = c.model().state.get();
            c.say(Note.untilNextRound("Autoplay stopped: " + reason, s == null || s.round() == null ? -1 : s.round().roundId()));
            c.submit(new KioskAction.Autoplay(run.settings(), false));
        });
    }

    void continueAutoplay(KioskState s, RoundOutcome lastOutcome) {
        AutoplayRun run = c.model().autoplay.get();
        if (run == null || lastOutcome == null) {
            return;
        }
        Optional<String> stop = s.lockup() != null ? Optional.of("the game is locked")
                : run.stopAfter(lastOutcome, s.currentGame(), s.credits());
        if (stop.isEmpty()) {
            stop = run.refuseNext(s.bet(), s.credits());
        }
        if (stop.isPresent()) {
            stopAutoplay(stop.get());
            return;
        }
        run.started();
        c.submit(new KioskAction.Spin());
    }
}
