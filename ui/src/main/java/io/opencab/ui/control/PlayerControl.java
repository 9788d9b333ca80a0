package io.opencab.ui.control;

import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.ui.port.AutoplaySettings;
import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.Lockup;
import io.opencab.ui.present.GameRenderer;
import io.opencab.ui.present.HelpPage;
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
    /** Pay columns on one help page: with credits over currency at the highest bet, five fit the panel. */
    static final int PAY_COLUMNS = 5;
    private final KioskController c;
    private final Renderers renderers;
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
            if (input == Input.SERVICE) {
                c.submit(new KioskAction.CallAttendant());
            } else if (input == Input.CASH_OUT && s.lockup().kind() == Lockup.Kind.HOST_DISABLED && s.credits() > 0) {
                // A host disable keeps the player's money theirs: cash-out stays possible (docs/sas.md).
                c.submit(new KioskAction.CashOut());
            } else {
                c.model().note.set("Game locked: " + s.lockup().whatToDo());
            }
            return;
        }
        Presenter p = c.model().presenter.get();
        boolean presenting = p != null && p.running().get();
        boolean busy = presenting || s.round() != null || c.model().autoplay.get() != null;
        switch (input) {
            case SPIN -> {
                if (presenting) {
                    // Skip: jump to the end of the round; amounts are the outcome's either way.
                    p.skip();
                } else if (!busy) {
                    if (s.credits() < s.bet()) {
                        c.model().note.set(BetText.spinRefused(s));
                    } else {
                        c.model().note.set("");
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
                    c.model().note.set("Game history is not enabled on this cabinet");
                }
            }
            case AUTOPLAY -> {
                if (c.model().autoplay.get() != null) {
                    stopAutoplay("stopped by the player");
                } else if (!s.rules().autoplayAllowed()) {
                    c.model().note.set("Autoplay is not available in this jurisdiction");
                } else {
                    openPanel(Screen.Panel.AUTOPLAY);
                }
            }
            case BACK -> {
            }
        }
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
            c.model().note.set(BetText.spinRefused(s));
        } else {
            c.model().note.set("");
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

    /** The page after every game's own: the machine's limits a player can meet (credit limit, handpay, tickets). */
    public static final String MACHINE_PAGE = "This Machine";

    /** The help pages of the game being played (from its math), then the machine's own rules, if any. */
    public List<HelpPage> helpPages() {
        KioskState s = c.model().state.get();
        GameInfo g = s.currentGame();
        if (g == null) {
            return List.of();
        }
        List<HelpPage> pages = new java.util.ArrayList<>(renderers.forGame(g.id()).help().stream()
                .flatMap(p -> p.splitPaytable(PAY_COLUMNS).stream()).toList());
        if (!s.rules().machineRules().isEmpty()) {
            pages.add(new HelpPage(MACHINE_PAGE, s.rules().machineRules(), List.of()));
        }
        return List.copyOf(pages);
    }

    /** The index, in the game's own help, of the page shown as help page {@code shown}. */
    public int helpOrigin(int shown) {
        return origins()[0][Math.max(0, Math.min(shown, origins()[0].length - 1))];
    }

    /** Which part (0 = the first) of its game's help page the shown page {@code shown} is. */
    public int helpPart(int shown) {
        return origins()[1][Math.max(0, Math.min(shown, origins()[1].length - 1))];
    }

    private int[][] origins() {
        GameInfo g = c.model().state.get().currentGame();
        List<HelpPage> own = g == null ? List.of() : renderers.forGame(g.id()).help();
        java.util.List<int[]> out = new java.util.ArrayList<>();
        for (int p = 0; p < own.size(); p++) {
            int parts = own.get(p).splitPaytable(PAY_COLUMNS).size();
            for (int part = 0; part < parts; part++) {
                out.add(new int[] {p, part});
            }
        }
        if (!c.model().state.get().rules().machineRules().isEmpty()) {
            out.add(new int[] {own.size(), 1}); // the machine's page: not a part 0, so no game picture
        }
        if (out.isEmpty()) {
            out.add(new int[] {0, 0});
        }
        return new int[][] {out.stream().mapToInt(a -> a[0]).toArray(), out.stream().mapToInt(a -> a[1]).toArray()};
    }

    /** Starts autoplay (the autoplay panel's START); refused where the jurisdiction or the state forbids. */
    public void startAutoplay(AutoplaySettings settings) {
        KioskController.onFx(() -> {
            KioskState s = c.model().state.get();
            Optional<String> refused = autoplayRefusal(s, settings);
            if (refused.isPresent()) {
                c.model().note.set("Autoplay: " + refused.get());
                return;
            }
            AutoplayRun run = new AutoplayRun(settings, s.credits());
            c.model().autoplay.set(run);
            c.model().panel.set(Screen.Panel.NONE);
            c.model().note.set("");
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
            c.model().note.set("Autoplay stopped: " + reason);
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
