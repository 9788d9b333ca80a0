package io.opencab.ui.control;

import io.opencab.ui.port.AttendantPort;
import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.KioskPort;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.PresentedRound;
import io.opencab.ui.present.GameRenderer;
import io.opencab.ui.present.Presenter;
import io.opencab.ui.present.Renderers;
import io.opencab.ui.sound.Cue;
import io.opencab.ui.sound.Sound;
import java.time.Clock;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;

/**
 * The kiosk's one controller (issue 10): every input - touch, PC key, button deck - comes here;
 * it decides on the JavaFX thread what the input means on the current screen, changes the
 * {@link KioskModel} (nobody else does), and hands cabinet actions to one ordered queue, a
 * single thread that calls {@link KioskPort#submit} one action at a time. The cabinet's states
 * come back through the port's listener and are applied on the JavaFX thread.
 */
public final class KioskController implements AutoCloseable {
    /** Rounds game recall lists (regulations.md: the last 10 games at least). */
    public static final int RECALL_ROUNDS = 10;
    static final int LOG_LINES = 200;
    /** Tickets the ticket log shows (issue 28: the last 35 tickets out and in, as regulators ask). */
    public static final int TICKET_LINES = 35;

    private final KioskPort port;
    private final Renderers renderers;
    private final Sound sound;
    private final KioskModel model = new KioskModel();
    final ExecutorService actions = Executors.newSingleThreadExecutor(
            r -> Thread.ofPlatform().daemon().name("kiosk-actions").unstarted(r));
    private final Consumer<KioskState> listener = s -> onFx(() -> apply(s));
    private final AttendantControl attendantControl;
    private final PlayerControl player;
    private final RoundShow rounds;
    private final Attract attract;
    private final SimulatedDevices devices = new SimulatedDevices(this);
    private final PlayerSettings settings;
    private Note note;
    private Timeline idleTimer;
    boolean autoplayAwaitsPay;
    private boolean introDone;

    public KioskController(KioskPort port, AttendantPort attendant, Renderers renderers, Sound sound) {
        this(port, attendant, renderers, sound, Clock.systemUTC());
    }

    /** {@code clock}: when the kiosk was last used, for the return to the attract screen (tests move it). */
    public KioskController(KioskPort port, AttendantPort attendant, Renderers renderers, Sound sound, Clock clock) {
        this.port = port;
        this.renderers = renderers;
        this.sound = sound;
        this.attendantControl = new AttendantControl(this, attendant, renderers);
        this.player = new PlayerControl(this, renderers);
        this.rounds = new RoundShow(this, renderers, sound);
        this.attract = new Attract(this, clock);
        this.settings = new PlayerSettings(this, sound);
    }

    /** The player's game screen and its panels (help, settings, autoplay). */
    public PlayerControl player() {
        return player;
    }

    /** The PC keys' simulated bill validator, attendant key and doors. */
    public SimulatedDevices devices() {
        return devices;
    }

    /** The attendant menu's inputs and requests (key-switch menu, recall, RAM clear). */
    public AttendantControl attendant() {
        return attendantControl;
    }

    public KioskModel model() {
        return model;
    }

    /** The big-win celebration on screen now, if any (issue 39 item 3). */
    public WinShow winShow() {
        return rounds.winShow();
    }

    RoundShow roundShow() {
        return rounds;
    }

    /**
     * Subscribes to the port and shows its state (JavaFX thread). The attract screen comes first, unless it is
     * switched off, or the cabinet powers up with credits or a round to finish: then the game at once, and after
     * a power loss a notice saying the play was resumed (issue 39 item 6).
     */
    public void start() {
        port.addListener(listener);
        apply(port.state());
        KioskState s = model.state.get();
        boolean resume = s.round() != null || s.credits() > 0;
        if (resume || !model.introEnabled.get()) {
            leaveIntro();
        }
        if (resume && port.resumedAfterPowerLoss()) {
            long round = s.round() == null ? -1 : s.round().roundId();
            say(new Note(s.round() != null ? "Resumed after a power loss: the round in play is shown to its end and paid."
                    : "Resumed after a power loss: your credits are kept.", Note.untilNextRound("", round).holds(), false,
                    "RESUMED AFTER POWER LOSS"));
        }
        idleTimer = new Timeline(new KeyFrame(javafx.util.Duration.seconds(1), e -> attract.check()));
        idleTimer.setCycleCount(Animation.INDEFINITE);
        idleTimer.play();
    }

    // ---- inputs ---------------------------------------------------------------------------

    /** A button: touch, PC key or the cabinet's deck (any thread). */
    public void press(Input input, Input.Source source) {
        onFx(() -> handle(input, source));
    }

    private void handle(Input input, Input.Source source) {
        model.error.set("");
        attract.touched();
        if (note != null && note.untilInput()) {
            say(null);
        }
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

    /**
     * What SPIN does during a round, and only that: the round's presentation, or its celebration, jumps to its end;
     * between rounds nothing happens (tests and the recall of a screen never start a round by it).
     */
    public void skipToEnd() {
        onFx(rounds::skip);
    }

    /** The idle check now (the timer calls it every second; tests call it after moving the clock). */
    public void checkIdle() {
        onFx(attract::check);
    }

    private void leaveIntro() {
        introDone = true;
        if (model.screen.get() == Screen.INTRO) {
            model.screen.set(playerScreen());
        }
    }

    /** The attract screen is up again: the next touch leaves it. */
    void introShown() {
        introDone = false;
    }

    /**
     * Shows {@code n} as the player's message until its state ends ({@link Note}); null clears it. Only the
     * controller and its parts call this, on the JavaFX thread.
     */
    void say(Note n) {
        note = n;
        model.note.set(n == null ? "" : n.text());
        model.headline.set(n == null ? "" : n.headline());
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
            if (s.round() != null || model.autoplay.get() != null || rounds.showing()) {
                return;
            }
            if (gameId != null && s.game(gameId) == null) {
                model.error.set("game '" + gameId + "' is not offered");
                return;
            }
            submit(new KioskAction.SelectGame(gameId));
        });
    }

    /** The player's game settings: speed, volume, intro, space bar (the settings panel). */
    public PlayerSettings settings() {
        return settings;
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
        if (old == null || moved(old, s)) {
            attract.touched();
        }
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
        if ((s.lockup() != null || s.credits() > 0) && model.screen.get() == Screen.INTRO) {
            // A lockup is never hidden behind the attract screen: the player screen shows it with the credits. Nor
            // are credits that came with no press (a bill, a ticket, the casino system's transfer): the attract screen
            // is for an empty meter, so the player sees them and the next press acts (its first CASH OUT only woke
            // the screen: docs/cleanroom-aft-bonus-2026-11-28.md D3).
            leaveIntro();
        }
        if (model.screen.get() == Screen.GAME && s.gameId() == null) {
            model.panel.set(Screen.Panel.NONE);
            model.screen.set(Screen.GAME_SELECT);
        } else if (model.screen.get() == Screen.GAME_SELECT && s.gameId() != null) {
            model.screen.set(Screen.GAME);
        }
        boolean otherGame = old != null && !java.util.Objects.equals(s.gameId(), old.gameId());
        if (otherGame) {
            // A message about one game's bet or round does not follow the player into another (issue 24).
            say(null);
            rounds.stopCycle();
        } else if (note != null && !note.holds().test(s)) {
            say(null); // the message is no longer true (issue 39 item 1)
        }
        if (s.gameId() != null && (model.presenter.get() == null || old == null || otherGame)) {
            model.presenter.set(rounds.presenterFor(s.gameId()));
        }
        if (s.gameId() != null && s.round() == null && !rounds.showing()
                && (old == null || otherGame || old.betLevel() != s.betLevel() || old.round() != null)) {
            // The board's heads-up display follows the bet at once (issue 39 item 2).
            Presenter p = model.presenter.get();
            if (old != null && old.betLevel() != s.betLevel()) {
                rounds.stopCycle();
            }
            p.view().bet(s.betLevel(), s.bet());
        }
        if (s.lockup() != null && (old == null || old.lockup() == null)) {
            sound.play(Cue.ALERT);
            player.stopAutoplay("the game is locked: " + s.lockup().reason());
        }
        if (old != null && s.credits() > old.credits() && s.round() == null && old.round() == null) {
            sound.play(Cue.BILL);
        }
        PresentedRound r = s.round();
        rounds.offer(r);
        if (autoplayAwaitsPay && r == null) {
            autoplayAwaitsPay = false;
            player.continueAutoplay(s, rounds.lastOutcome());
        }
    }

    /** A change the player made or saw: credits, a round, a lockup, the game, the bet, the key. */
    private static boolean moved(KioskState a, KioskState b) {
        return a.credits() != b.credits() || !java.util.Objects.equals(a.round(), b.round())
                || !java.util.Objects.equals(a.lockup(), b.lockup()) || !java.util.Objects.equals(a.gameId(), b.gameId())
                || a.betLevel() != b.betLevel() || a.access() != b.access();
    }

    private Screen playerScreen() {
        if (!introDone && model.introEnabled.get()) {
            return Screen.INTRO;
        }
        KioskState s = model.state.get();
        return s == null || s.gameId() == null ? Screen.GAME_SELECT : Screen.GAME;
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
        if (idleTimer != null) {
            onFx(idleTimer::stop);
        }
        actions.shutdown();
        sound.close();
    }

    private static final System.Logger LOG = System.getLogger(KioskController.class.getName());
}
