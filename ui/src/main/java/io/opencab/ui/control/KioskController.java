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
    /** Tickets the ticket log shows (issue 28: the last 35 tickets out and in, as regulators ask). */
    public static final int TICKET_LINES = 35;

    private final KioskPort port;
    private final AttendantPort attendant;
    private final Renderers renderers;
    private final Sound sound;
    private final KioskModel model = new KioskModel();
    final ExecutorService actions = Executors.newSingleThreadExecutor(
            r -> Thread.ofPlatform().daemon().name("kiosk-actions").unstarted(r));
    private final Consumer<KioskState> listener = s -> onFx(() -> apply(s));
    private final Map<String, Presenter> presenters = new HashMap<>();
    private final AttendantControl attendantControl;
    private final PlayerControl player;
    private final SimulatedDevices devices = new SimulatedDevices(this);
    private long presenting = -1;
    private long presented = -1;
    private RoundOutcome lastOutcome;
    boolean autoplayAwaitsPay;
    private boolean introDone;

    public KioskController(KioskPort port, AttendantPort attendant, Renderers renderers, Sound sound) {
        this.port = port;
        this.attendant = attendant;
        this.renderers = renderers;
        this.sound = sound;
        this.attendantControl = new AttendantControl(this, attendant, renderers);
        this.player = new PlayerControl(this, renderers);
    }

    /** The player's game screen and its panels (help, settings, autoplay). */
    public PlayerControl player() {
        return player;
    }

    /** The attendant menu's inputs and requests (key-switch menu, recall, RAM clear). */
    /** The PC keys' simulated bill validator, attendant key and doors. */
    public SimulatedDevices devices() {
        return devices;
    }

    public AttendantControl attendant() {
        return attendantControl;
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
            case ATTENDANT -> attendantControl.input(input);
            case GAME_SELECT -> selectInput(input);
            case GAME -> player.input(input);
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
                    player.stopAutoplay("attendant key turned");
                }
            }
            case ATTENDANT, TECHNICIAN -> {
                if (model.screen.get() != Screen.ATTENDANT) {
                    model.screen.set(Screen.ATTENDANT);
                    attendantControl.entered(s);
                }
            }
        }
        if (model.screen.get() == Screen.GAME && s.gameId() == null) {
            model.panel.set(Screen.Panel.NONE);
            model.screen.set(Screen.GAME_SELECT);
        } else if (model.screen.get() == Screen.GAME_SELECT && s.gameId() != null) {
            model.screen.set(Screen.GAME);
        }
        if (old != null && !java.util.Objects.equals(s.gameId(), old.gameId())) {
            // A message about one game's bet or round does not follow the player into another (issue 24).
            model.note.set("");
        }
        if (s.gameId() != null && (model.presenter.get() == null || old == null || !s.gameId().equals(old.gameId()))) {
            model.presenter.set(presenterFor(s.gameId()));
        }
        if (s.lockup() != null && (old == null || old.lockup() == null)) {
            sound.play(Cue.ALERT);
            player.stopAutoplay("the game is locked: " + s.lockup().reason());
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
            player.continueAutoplay(s, lastOutcome);
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

    void submit(KioskAction action) {
        actions.execute(() -> {
            try {
                port.submit(action);
            } catch (RuntimeException e) {
                fail(action.toString(), e);
            }
        });
    }

    void fail(String what, RuntimeException e) {
        LOG.log(System.Logger.Level.WARNING, "kiosk: " + what + " failed", e);
        onFx(() -> model.error.set(what + ": " + e.getMessage()));
    }

    static void onFx(Runnable r) {
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
