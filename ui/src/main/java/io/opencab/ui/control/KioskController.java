package io.opencab.ui.control;

import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.ui.port.AttendantPort;
import io.opencab.ui.port.AttendantRequest;
import io.opencab.ui.port.AutoplaySettings;
import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.KioskPort;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.PresentedRound;
import io.opencab.ui.port.RecallEntry;
import io.opencab.ui.present.GameRenderer;
import io.opencab.ui.present.HelpPage;
import io.opencab.ui.present.Presenter;
import io.opencab.ui.present.Renderers;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.present.Speed;
import io.opencab.ui.sound.Cue;
import io.opencab.ui.sound.Sound;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.application.Platform;

/**
 * The kiosk's one controller (issue 10): every input - touch, PC key, button deck - comes here;
 * it decides on the JavaFX thread what the input means on the current screen, changes the
 * {@link KioskModel} (nobody else does), and hands cabinet actions to one ordered queue, a
 * single thread that calls {@link KioskPort#submit} one action at a time. The cabinet's states
 * come back through the port's listener and are applied on the JavaFX thread.
 */
public final class KioskController implements AutoCloseable {
    private static final System.Logger LOG = System.getLogger(KioskController.class.getName());
    /** Rounds game recall lists (regulations.md: the last 10 games at least). */
    public static final int RECALL_ROUNDS = 10;
    static final int LOG_LINES = 200;

    private final KioskPort port;
    private final AttendantPort attendant;
    private final Renderers renderers;
    private final Sound sound;
    private final KioskModel model = new KioskModel();
    private final ExecutorService actions = Executors.newSingleThreadExecutor(
            r -> Thread.ofPlatform().daemon().name("kiosk-actions").unstarted(r));
    private final Consumer<KioskState> listener = s -> onFx(() -> apply(s));
    private final Map<String, Presenter> presenters = new HashMap<>();
    private long presenting = -1;
    private long presented = -1;
    private RoundOutcome lastOutcome;
    private boolean autoplayAwaitsPay;
    private boolean introDone;
    private List<RecallEntry> recall = List.of();
    private RoundScript recallScript;

    public KioskController(KioskPort port, AttendantPort attendant, Renderers renderers, Sound sound) {
        this.port = port;
        this.attendant = attendant;
        this.renderers = renderers;
        this.sound = sound;
    }

    public KioskModel model() {
        return model;
    }

    /** Subscribes to the port and shows its state (intro first when enabled). JavaFX thread. */
    public void start() {
        port.addListener(listener);
        apply(port.state());
        if (!model.introEnabled.get()) {
            leaveIntro();
        }
    }

    // ---- inputs ---------------------------------------------------------------------------

    /** A button: touch, PC key or the cabinet's deck (any thread). */
    public void press(Input input, Input.Source source) {
        onFx(() -> handle(input, source));
    }

    private void handle(Input input, Input.Source source) {
        model.error.set("");
        if (source == Input.Source.DECK) {
            model.lastDeckInput.set(input.name());
        }
        if (input != Input.SPIN) {
            sound.play(Cue.BUTTON);
        }
        switch (model.screen.get()) {
            case INTRO -> leaveIntro();
            case PIN -> {
                if (input == Input.CASH_OUT || input == Input.BACK) {
                    model.pinEntry.set("");
                }
            }
            case ATTENDANT -> attendantInput(input);
            case GAME_SELECT -> selectInput(input);
            case GAME -> gameInput(input);
        }
    }

    private void leaveIntro() {
        introDone = true;
        if (model.screen.get() == Screen.INTRO) {
            model.screen.set(playerScreen());
        }
    }

    private void selectInput(Input input) {
        KioskState s = model.state.get();
        int n = s.games().size();
        switch (input) {
            case BET_UP -> model.selection.set((model.selection.get() + 1) % n);
            case BET_DOWN -> model.selection.set((model.selection.get() + n - 1) % n);
            case SPIN -> selectGame(s.games().get(model.selection.get()).id());
            case CASH_OUT -> submit(new KioskAction.CashOut());
            case SERVICE -> submit(new KioskAction.CallAttendant());
            default -> {
            }
        }
    }

    private void gameInput(Input input) {
        KioskState s = model.state.get();
        Screen.Panel panel = model.panel.get();
        if (panel != Screen.Panel.NONE) {
            panelInput(panel, input);
            return;
        }
        if (s.lockup() != null) {
            if (input == Input.SERVICE) {
                submit(new KioskAction.CallAttendant());
            } else {
                model.note.set("Game locked: " + s.lockup().whatToDo());
            }
            return;
        }
        Presenter p = model.presenter.get();
        boolean presenting = p != null && p.running().get();
        boolean busy = presenting || s.round() != null || model.autoplay.get() != null;
        switch (input) {
            case SPIN -> {
                if (presenting) {
                    // Skip: jump to the end of the round; amounts are the outcome's either way.
                    p.skip();
                } else if (!busy) {
                    if (s.credits() < s.bet()) {
                        model.note.set("Insert a bill to play");
                    } else {
                        model.note.set("");
                        submit(new KioskAction.Spin());
                    }
                }
            }
            case BET_UP -> ifIdle(busy, () -> submit(new KioskAction.ChangeBet(1)));
            case BET_DOWN -> ifIdle(busy, () -> submit(new KioskAction.ChangeBet(-1)));
            case MAX_BET -> ifIdle(busy, () -> maxBet(s));
            case CASH_OUT -> ifIdle(busy, () -> submit(new KioskAction.CashOut()));
            case GAME_SELECT -> ifIdle(busy, () -> submit(new KioskAction.SelectGame(null)));
            case SERVICE -> submit(new KioskAction.CallAttendant());
            case HELP -> openPanel(Screen.Panel.HELP);
            case SETTINGS -> openPanel(Screen.Panel.SETTINGS);
            case HISTORY -> {
                if (s.rules().historyEnabled()) {
                    openPanel(Screen.Panel.HISTORY);
                } else {
                    model.note.set("Game history is not enabled on this cabinet");
                }
            }
            case AUTOPLAY -> {
                if (model.autoplay.get() != null) {
                    stopAutoplay("stopped by the player");
                } else if (!s.rules().autoplayAllowed()) {
                    model.note.set("Autoplay is not available in this jurisdiction");
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
            submit(new KioskAction.MaxBet());
        } else if (s.credits() < s.bet()) {
            model.note.set("Insert a bill to play");
        } else {
            model.note.set("");
            submit(new KioskAction.Spin());
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
                case BET_UP -> model.helpPage.set((model.helpPage.get() + 1) % pages);
                case BET_DOWN -> model.helpPage.set((model.helpPage.get() + pages - 1) % pages);
                case HELP, BACK, SPIN, CASH_OUT -> closePanel();
                default -> {
                }
            }
            return;
        }
        if (input == Input.BACK || input == Input.CASH_OUT || input == Input.SPIN
                || input.name().equals(panel.name())) {
            closePanel();
        }
    }

    public void openPanel(Screen.Panel panel) {
        onFx(() -> {
            if (model.screen.get() == Screen.GAME) {
                model.helpPage.set(0);
                model.panel.set(panel);
            }
        });
    }

    public void closePanel() {
        onFx(() -> model.panel.set(Screen.Panel.NONE));
    }

    /** Turns the help page by {@code delta} (touch arrows). */
    public void turnHelpPage(int delta) {
        onFx(() -> {
            int pages = helpPages().size();
            model.helpPage.set(Math.floorMod(model.helpPage.get() + delta, pages));
        });
    }

    /** The help pages of the game being played (from its math). */
    public List<HelpPage> helpPages() {
        GameInfo g = model.state.get().currentGame();
        return g == null ? List.of() : renderers.forGame(g.id()).help();
    }

    /** The renderer of {@code gameId} (views draw paytable symbols with it). */
    public GameRenderer renderer(String gameId) {
        return renderers.forGame(gameId);
    }

    public void selectGame(String gameId) {
        onFx(() -> {
            KioskState s = model.state.get();
            if (s.round() != null || model.autoplay.get() != null) {
                return;
            }
            if (gameId != null && s.game(gameId) == null) {
                model.error.set("game '" + gameId + "' is not offered");
                return;
            }
            submit(new KioskAction.SelectGame(gameId));
        });
    }

    // ---- options ----------------------------------------------------------------------------

    public void setSpeed(Speed speed) {
        onFx(() -> {
            if (speed == Speed.QUICK && !model.state.get().rules().quickSpinAllowed()) {
                model.note.set("Quick spin is not available on this cabinet");
                return;
            }
            model.speed.set(speed);
        });
    }

    public void setVolume(int percent) {
        onFx(() -> {
            int v = Math.max(0, Math.min(100, percent));
            model.volume.set(v);
            sound.volume(v);
        });
    }

    public void setMuted(boolean muted) {
        onFx(() -> {
            model.muted.set(muted);
            sound.muted(muted);
        });
    }

    public void setIntroEnabled(boolean on) {
        onFx(() -> model.introEnabled.set(on));
    }

    public void setSpaceToSpin(boolean on) {
        onFx(() -> model.spaceToSpin.set(on));
    }

    // ---- autoplay ----------------------------------------------------------------------------

    /** Starts autoplay (the autoplay panel's START); refused where the jurisdiction or the state forbids. */
    public void startAutoplay(AutoplaySettings settings) {
        onFx(() -> {
            KioskState s = model.state.get();
            Optional<String> refused = autoplayRefusal(s, settings);
            if (refused.isPresent()) {
                model.note.set("Autoplay: " + refused.get());
                return;
            }
            AutoplayRun run = new AutoplayRun(settings, s.credits());
            model.autoplay.set(run);
            model.panel.set(Screen.Panel.NONE);
            model.note.set("");
            submit(new KioskAction.Autoplay(settings, true));
            run.started();
            submit(new KioskAction.Spin());
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
        if (s.currentGame() == null || s.round() != null || s.lockup() != null || model.autoplay.get() != null) {
            return Optional.of("not now");
        }
        return new AutoplayRun(settings, s.credits()).refuseNext(s.bet(), s.credits());
    }

    public void stopAutoplay(String reason) {
        onFx(() -> {
            AutoplayRun run = model.autoplay.get();
            if (run == null) {
                return;
            }
            model.autoplay.set(null);
            autoplayAwaitsPay = false;
            model.note.set("Autoplay stopped: " + reason);
            submit(new KioskAction.Autoplay(run.settings(), false));
        });
    }

    private void continueAutoplay(KioskState s) {
        AutoplayRun run = model.autoplay.get();
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
        submit(new KioskAction.Spin());
    }

    // ---- simulated devices --------------------------------------------------------------------

    /** Simulated devices only: insert the {@code index}-th bill value of the rules (PC keys 1..). */
    public void insertBill(int index) {
        onFx(() -> {
            KioskState s = model.state.get();
            if (!s.rules().simulatedDevices()) {
                model.note.set("Bills come from the validator on this cabinet");
                return;
            }
            List<Long> bills = s.rules().billValuesCents();
            if (index < 0 || index >= bills.size()) {
                return;
            }
            submit(new KioskAction.InsertBill(bills.get(index)));
        });
    }

    /** Simulated devices only: turns the attendant key (on if off, off if on). */
    public void toggleKey() {
        onFx(() -> {
            KioskState s = model.state.get();
            if (!s.rules().simulatedDevices()) {
                model.note.set("The attendant key is the cabinet's key switch");
                return;
            }
            submit(new KioskAction.KeyTurn(s.access() == KioskState.Access.NONE));
        });
    }

    // ---- PIN ---------------------------------------------------------------------------------

    public void pinDigit(char digit) {
        onFx(() -> {
            if (model.screen.get() == Screen.PIN && Character.isDigit(digit) && model.pinEntry.get().length() < 12) {
                model.pinEntry.set(model.pinEntry.get() + digit);
            }
        });
    }

    public void pinBackspace() {
        onFx(() -> {
            String p = model.pinEntry.get();
            model.pinEntry.set(p.isEmpty() ? p : p.substring(0, p.length() - 1));
        });
    }

    public void pinEnter() {
        onFx(() -> {
            if (model.screen.get() != Screen.PIN) {
                return;
            }
            String pin = model.pinEntry.get();
            model.pinEntry.set("");
            submit(new KioskAction.EnterPin(pin));
        });
    }

    // ---- attendant ---------------------------------------------------------------------------

    /** The pages the logged-in role may open, in menu order. */
    public List<AttendantPage> attendantPages() {
        boolean tech = model.state.get().access() == KioskState.Access.TECHNICIAN;
        return java.util.Arrays.stream(AttendantPage.values()).filter(p -> tech || !p.technician()).toList();
    }

    private void attendantInput(Input input) {
        AttendantPage page = model.attendantPage.get();
        List<AttendantPage> pages = attendantPages();
        if (page == null) {
            int n = pages.size();
            switch (input) {
                case BET_UP -> model.attendantIndex.set((model.attendantIndex.get() + n - 1) % n);
                case BET_DOWN -> model.attendantIndex.set((model.attendantIndex.get() + 1) % n);
                case SPIN -> openAttendantPage(pages.get(Math.min(model.attendantIndex.get(), n - 1)));
                case CASH_OUT, BACK -> attendantRequest(new AttendantRequest.Logout());
                default -> {
                }
            }
            return;
        }
        switch (input) {
            case CASH_OUT, BACK, HELP -> closeAttendantPage();
            case BET_UP -> {
                if (page == AttendantPage.RECALL) {
                    selectRecall(model.attendantIndex.get() - 1);
                } else {
                    model.attendantIndex.set(Math.max(0, model.attendantIndex.get() - 1));
                }
            }
            case BET_DOWN -> {
                if (page == AttendantPage.RECALL) {
                    selectRecall(model.attendantIndex.get() + 1);
                } else {
                    model.attendantIndex.set(model.attendantIndex.get() + 1);
                }
            }
            case SPIN -> {
                switch (page) {
                    case RECALL -> recallStep(1);
                    case RAM_CLEAR -> confirmRamClear("RAM clear from the attendant menu");
                    case PERIOD_CLEAR -> attendantRequest(new AttendantRequest.ClearPeriod());
                    case HANDPAY -> {
                        if (model.state.get().lockup() != null && model.state.get().lockup().handpay()) {
                            attendantRequest(new AttendantRequest.HandpayPaid());
                        }
                    }
                    default -> {
                    }
                }
            }
            case MAX_BET -> {
                if (page == AttendantPage.RECALL) {
                    recallPlay();
                }
            }
            default -> {
            }
        }
    }

    public void openAttendantPage(AttendantPage page) {
        onFx(() -> {
            if (model.screen.get() != Screen.ATTENDANT || !attendantPages().contains(page)) {
                return;
            }
            // Data first: a view refreshed by the page change must not read the old page's data.
            model.attendantData.set(null);
            model.recallPresenter.set(null);
            model.ramClearStage.set(0);
            model.attendantIndex.set(0);
            model.attendantPage.set(page);
            load(page);
        });
    }

    public void closeAttendantPage() {
        onFx(() -> {
            AttendantPage page = model.attendantPage.get();
            model.attendantData.set(null);
            model.ramClearStage.set(0);
            model.recallPresenter.set(null);
            model.attendantPage.set(null);
            model.attendantIndex.set(page == null ? 0 : Math.max(0, attendantPages().indexOf(page)));
        });
    }

    private void load(AttendantPage page) {
        Supplier<Object> query = switch (page) {
            case METERS, PERIOD_CLEAR -> attendant::meters;
            case RECALL -> () -> attendant.recall(RECALL_ROUNDS);
            case EVENTS -> () -> attendant.events(LOG_LINES);
            case BILLS -> () -> attendant.bills(LOG_LINES);
            case DIAGNOSTICS -> attendant::diagnostics;
            case CONFIG -> attendant::configuration;
            case HANDPAY, RAM_CLEAR -> () -> "";
        };
        actions.execute(() -> {
            try {
                Object data = query.get();
                onFx(() -> {
                    if (model.attendantPage.get() == page) {
                        model.attendantData.set(data);
                        if (page == AttendantPage.RECALL) {
                            @SuppressWarnings("unchecked")
                            List<RecallEntry> entries = (List<RecallEntry>) data;
                            recall = entries;
                            selectRecall(0);
                        }
                    }
                });
            } catch (RuntimeException e) {
                fail("attendant page " + page, e);
            }
        });
    }

    /** Sends an attendant request, then reloads the open page. */
    public void attendantRequest(AttendantRequest request) {
        onFx(() -> {
            submit(new KioskAction.Attendant(request));
            AttendantPage page = model.attendantPage.get();
            if (page != null && !(request instanceof AttendantRequest.Logout)) {
                load(page);
            }
        });
    }

    /** RAM clear's double confirmation: the first call asks, the second asks again, the third clears. */
    public void confirmRamClear(String reason) {
        onFx(() -> {
            if (model.attendantPage.get() != AttendantPage.RAM_CLEAR) {
                return;
            }
            int stage = model.ramClearStage.get();
            if (stage < 2) {
                model.ramClearStage.set(stage + 1);
            } else {
                model.ramClearStage.set(0);
                attendantRequest(new AttendantRequest.RamClear(reason));
            }
        });
    }

    public void cancelRamClear() {
        onFx(() -> model.ramClearStage.set(0));
    }

    /** Recall: shows round {@code i} of the list (0 = newest), at its first step. */
    public void selectRecall(int i) {
        onFx(() -> {
            if (recall.isEmpty()) {
                return;
            }
            int k = Math.floorMod(i, recall.size());
            model.attendantIndex.set(k);
            RecallEntry e = recall.get(k);
            GameRenderer r = renderers.forGame(e.outcome().gameId());
            Presenter p = new Presenter(r.createView());
            recallScript = r.script(e.outcome());
            p.showStep(recallScript, 0);
            model.recallPresenter.set(p);
            model.recallStep.set(0);
        });
    }

    /** Recall: the next ({@code +1}) or previous ({@code -1}) step of the shown round. */
    public void recallStep(int delta) {
        onFx(() -> {
            Presenter p = model.recallPresenter.get();
            if (p == null || recallScript == null) {
                return;
            }
            int i = Math.max(0, Math.min(recallScript.steps().size() - 1, model.recallStep.get() + delta));
            p.showStep(recallScript, i);
            model.recallStep.set(i);
        });
    }

    /** Recall: plays the shown round from its start, animated as in live play. */
    public void recallPlay() {
        onFx(() -> {
            Presenter p = model.recallPresenter.get();
            if (p != null && recallScript != null) {
                p.play(recallScript, model.speed.get(),
                        () -> model.recallStep.set(recallScript.steps().size() - 1));
            }
        });
    }

    /** The recalled rounds as loaded. */
    public List<RecallEntry> recallEntries() {
        return recall;
    }

    public void lampTest(String lamp, boolean on) {
        attendantRequest(new AttendantRequest.LampTest(lamp, on));
    }

    public void verifySoftware() {
        attendantRequest(new AttendantRequest.VerifySoftware());
    }

    /** The seeded software verification: an HMAC-SHA1 per component keyed by {@code seedHex}. */
    public void verifySoftware(String seedHex) {
        attendantRequest(new AttendantRequest.VerifySoftware(seedHex));
    }

    public void setConfig(String key, String value) {
        attendantRequest(new AttendantRequest.SetConfig(key, value));
    }

    // ---- cabinet states ------------------------------------------------------------------------

    private void apply(KioskState s) {
        KioskState old = model.state.get();
        model.state.set(s);
        switch (s.access()) {
            case NONE -> {
                if (model.screen.get() == Screen.PIN || model.screen.get() == Screen.ATTENDANT) {
                    model.attendantPage.set(null);
                    model.attendantData.set(null);
                    model.recallPresenter.set(null);
                    model.screen.set(playerScreen());
                }
            }
            case PIN_REQUIRED -> {
                if (model.screen.get() != Screen.PIN) {
                    model.pinEntry.set("");
                    model.screen.set(Screen.PIN);
                    stopAutoplay("attendant key turned");
                }
            }
            case ATTENDANT, TECHNICIAN -> {
                if (model.screen.get() != Screen.ATTENDANT) {
                    model.screen.set(Screen.ATTENDANT);
                    model.attendantPage.set(null);
                    model.attendantIndex.set(0);
                }
            }
        }
        if (model.screen.get() == Screen.GAME && s.gameId() == null) {
            model.panel.set(Screen.Panel.NONE);
            model.screen.set(Screen.GAME_SELECT);
        } else if (model.screen.get() == Screen.GAME_SELECT && s.gameId() != null) {
            model.screen.set(Screen.GAME);
        }
        if (s.gameId() != null && (model.presenter.get() == null || old == null || !s.gameId().equals(old.gameId()))) {
            model.presenter.set(presenterFor(s.gameId()));
        }
        if (s.lockup() != null && (old == null || old.lockup() == null)) {
            sound.play(Cue.ALERT);
            stopAutoplay("the game is locked: " + s.lockup().reason());
        }
        if (old != null && s.credits() > old.credits() && s.round() == null && old.round() == null) {
            sound.play(Cue.BILL);
        }
        PresentedRound r = s.round();
        if (r != null && r.roundId() != presenting && r.roundId() != presented) {
            present(r);
        }
        if (autoplayAwaitsPay && r == null) {
            autoplayAwaitsPay = false;
            continueAutoplay(s);
        }
    }

    private Screen playerScreen() {
        if (!introDone && model.introEnabled.get()) {
            return Screen.INTRO;
        }
        KioskState s = model.state.get();
        return s == null || s.gameId() == null ? Screen.GAME_SELECT : Screen.GAME;
    }

    private Presenter presenterFor(String gameId) {
        return presenters.computeIfAbsent(gameId, id -> {
            Presenter p = new Presenter(renderers.forGame(id).createView());
            p.view().idle();
            return p;
        });
    }

    private void present(PresentedRound r) {
        presenting = r.roundId();
        RoundOutcome o = r.outcome();
        Presenter p = presenterFor(o.gameId());
        RoundScript script;
        try {
            script = renderers.forGame(o.gameId()).script(o);
        } catch (RuntimeException e) {
            // A renderer bug must not hide a decided round: show it with the generic fallback.
            LOG.log(System.Logger.Level.ERROR, "renderer of " + o.gameId() + " failed on round " + r.roundId(), e);
            model.note.set("Round " + r.roundId() + " shown by the generic presentation");
            p = new Presenter(renderers.generic(o.gameId()).createView());
            script = renderers.generic(o.gameId()).script(o);
        }
        model.presenter.set(p);
        sound.play(Cue.SPIN);
        p.play(script, model.speed.get(), () -> roundShown(r));
    }

    private void roundShown(PresentedRound r) {
        presented = r.roundId();
        presenting = -1;
        lastOutcome = r.outcome();
        long win = r.outcome().totalWin();
        sound.play(win == 0 ? Cue.LAND : win >= 20 * r.outcome().bet() ? Cue.BIG_WIN : Cue.WIN);
        if (model.autoplay.get() != null) {
            autoplayAwaitsPay = true;
        }
        submit(new KioskAction.RoundPresented(r.roundId()));
    }

    // ---- plumbing ------------------------------------------------------------------------------

    private void submit(KioskAction action) {
        actions.execute(() -> {
            try {
                port.submit(action);
            } catch (RuntimeException e) {
                fail(action.toString(), e);
            }
        });
    }

    private void fail(String what, RuntimeException e) {
        LOG.log(System.Logger.Level.WARNING, "kiosk: " + what + " failed", e);
        onFx(() -> model.error.set(what + ": " + e.getMessage()));
    }

    private static void onFx(Runnable r) {
        if (Platform.isFxApplicationThread()) {
            r.run();
        } else {
            Platform.runLater(r);
        }
    }

    /** Waits until every queued action has reached the port (tests and orderly shutdown). */
    public void drain(long millis) throws InterruptedException {
        java.util.concurrent.CountDownLatch done = new java.util.concurrent.CountDownLatch(1);
        actions.execute(done::countDown);
        if (!done.await(millis, TimeUnit.MILLISECONDS)) {
            throw new IllegalStateException("kiosk action queue still busy after " + millis + " ms");
        }
    }

    @Override
    public void close() {
        port.removeListener(listener);
        actions.shutdown();
        sound.close();
    }
}
