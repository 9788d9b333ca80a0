package io.opencab.app.cabinet;

import io.opencab.app.AppException;
import io.opencab.app.cabinet.attendant.Attendant;
import io.opencab.app.cabinet.attendant.AttendantService;
import io.opencab.app.cabinet.attendant.CabinetAttendant;
import io.opencab.app.cabinet.devices.DeviceFeeds;
import io.opencab.app.cabinet.ledger.Money;
import io.opencab.app.cabinet.ledger.StoreLedger;
import io.opencab.app.cabinet.round.RoundPlayer;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.startup.Startup;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.CabinetQueue;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.HostGate;
import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.tickets.TicketHost;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.ConfigFile;
import io.opencab.app.verify.SoftwareVerifier;
import io.opencab.engine.rng.BackgroundCycler;
import io.opencab.engine.rng.LiveRng;
import io.opencab.hal.Devices;
import io.opencab.meters.MeterException;
import io.opencab.meters.MeterStore;
import java.time.Clock;
import java.time.Instant;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A running cabinet (docs/cabinet.md): the engine, the meter store and the devices wired to the cabinet's state
 * and its parts ({@code Dispatcher}). Everything that happens - a button, a bill, a door, the key, the screen's
 * reports, an attendant's request - is an {@link Action} in one ordered queue, where timeouts and the casino
 * system's orders wait as tasks too; one thread takes them one at a time and owns the state; after each that changed
 * anything an immutable {@link CabinetState} is published to the listeners.
 *
 * <p>Start-up ({@link #start}) opens the store, the devices and recovers what a power loss
 * interrupted before the first action is taken. {@link #close} shuts down cleanly.
 */
public final class Cabinet implements AutoCloseable {
    private volatile Consumer<? super io.opencab.hal.gpio.ButtonEvent> buttonScreen;
    private static final System.Logger LOG = System.getLogger(Cabinet.class.getName());

    private final CopyOnWriteArrayList<Consumer<? super CabinetState>> listeners = new CopyOnWriteArrayList<>();
    private final CabinetConfig config;
    /** The configuration file technician changes go to, or null for the built-in configuration. */
    private final java.nio.file.Path configFile;
    private final Clock clock;
    private final Money money;
    private final Devices devices;
    private final Machine machine;
    /** The parts over the machine, and the action each handles. */
    private final Dispatcher parts;
    /** The one queue and the cabinet thread that takes it. */
    private final CabinetQueue queue;
    private final ScheduledExecutorService timer;
    private final BackgroundCycler cycler;
    private final AttendantService attendant;
    private final String recovered;
    private volatile CabinetState state;
    private CabinetState lastProbe;
    private long sequence;
    private ScheduledFuture<?> timeout;

    private Cabinet(CabinetSetup setup) {
        this.config = setup.config();
        this.configFile = setup.configFile();
        this.clock = setup.clock();
        Startup.Opened opened = Startup.openStore(config, clock);
        this.money = new Money(opened.store(), config.denominationCents());
        StoreLedger ledger = new StoreLedger(money, this::ledgerFailed);
        try {
            this.devices = setup.devices().open(ledger, clock);
        } catch (RuntimeException e) {
            closeStore();
            throw new AppException("cannot open the devices: " + e.getMessage(), e);
        }
        Attendant.ConfigWriter writer = setup.configFile() == null
            ? (k, v) -> {
                throw new AppException("the cabinet runs on its built-in configuration: start it with --config FILE to"
                    + " change settings");
            }
            : (k, v) -> ConfigFile.set(setup.configFile(), k, v, io.opencab.engine.game.GameCatalog.standard());
        this.parts = new Dispatcher(config, setup.games(), new RoundPlayer(setup.games(), setup.rng()), money, devices,
            clock, setup.verifier(), writer, setup.hostValidation());
        this.machine = parts.m;
        this.queue = new CabinetQueue(machine, parts::handle, this::publishIfChanged, () -> state, LOG);
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "cabinet-timer");
            t.setDaemon(true);
            return t;
        });
        machine.publish = this::publishIfChanged;
        machine.armTimeout = this::armTimeout;
        machine.later = (ms, task) -> timer.schedule(() -> queue.post(task), ms, TimeUnit.MILLISECONDS);
        this.attendant = new CabinetAttendant(queue, configFile(), parts.player);
        try {
            DeviceFeeds.attach(devices, this::submit, () -> buttonScreen);
            this.recovered = Startup.recover(machine, parts.resumed(), opened.ramError());
            if (machine.base == StateKind.PRESENTING && machine.round != null) {
                armTimeout(machine.round.roundId());
            }
            publishIfChanged();
        } catch (RuntimeException e) {
            timer.shutdownNow();
            closeQuietly(devices);
            closeStore();
            throw e;
        }
        this.cycler = setup.rng() instanceof LiveRng live
            ? new BackgroundCycler(live, config.rngCycle().toMillis()) : null;
        queue.start();
    }

    /**
     * Starts a cabinet: opens (or on a first start creates) the meter store, opens the devices,
     * recovers, and begins taking actions.
     *
     * @throws AppException when it cannot run at all (no store where one must be, the store held by
     *                      another process, a denomination that does not match the store, a
     *                      configured device missing); a damaged store is not thrown but a RAM-error lockup
     */
    public static Cabinet start(CabinetSetup setup) {
        return new Cabinet(Objects.requireNonNull(setup, "setup"));
    }

    // ------------------------------------------------------------------ the API

    /**
     * Queues an action. The future completes once it has been handled (accepted or refused) and the
     * resulting state published; it never completes exceptionally for a refusal.
     */
    public CompletableFuture<ActionResult> submit(Action action) {
        return queue.submit(action);
    }

    /**
     * Gives the deck buttons to a screen that maps them itself (the kiosk: a deck press is then the same
     * input as its touch button, and its own action reaches the cabinet once). Without one (headless) the
     * cabinet maps them ({@link Action.ButtonPressed}). Null gives them back to the cabinet.
     */
    public void routeButtonsTo(Consumer<? super io.opencab.hal.gpio.ButtonEvent> screen) {
        buttonScreen = screen;
    }

    /** The latest published state. */
    public CabinetState state() {
        return state;
    }

    /**
     * Adds a listener, called on the cabinet thread with every published state in order (first with
     * the current one). It must return quickly and never wait on the cabinet (post to the UI thread).
     */
    public void addListener(Consumer<? super CabinetState> listener) {
        Objects.requireNonNull(listener, "listener");
        queue.call(m -> {
            listeners.add(listener);
            listener.accept(state);
            return null;
        });
    }

    public void removeListener(Consumer<? super CabinetState> listener) {
        listeners.remove(listener);
    }

    /** Waits until every action queued before this call has been handled (and its state published). */
    public void sync() {
        queue.call(m -> null);
    }

    /**
     * The meters, read without the attendant key: for the headless driver, tests and host
     * protocols. No screen shows them to a player (the attendant menu reads {@link #attendant()}).
     */
    public io.opencab.app.cabinet.attendant.MeterReport meterReport() {
        return queue.call(m -> m.money.with(s -> new io.opencab.app.cabinet.attendant.MeterReport(config.cabinetId(),
            CabinetAttendant.softwareVersion(), s.storeId(), config.denominationCents(), s.meters())));
    }

    /** SAS (docs/sas.md): what the host switched off; the store under its money lock, off the cabinet thread. */
    public HostGate hostGate() { return machine.hostGate.bind(queue::call); }
    public TicketHost ticketHost() { return parts.ticketHost; }
    public io.opencab.app.cabinet.cashless.AftHost aftHost() { return parts.aftHost; } // AFT transfers from the casino system (docs/aft.md)
    public io.opencab.app.cabinet.cashless.BonusHost bonusHost() { return new io.opencab.app.cabinet.cashless.BonusHost(machine); } // LP 8A legacy bonus (docs/aft.md)
    public boolean hostCashOutPending() { return parts.hostCashOut.pending(); } // AFT host cash-out offered (docs/aft.md)
    public long forfeitedAtCashOut() { return parts.rounds.forfeited(); } // restricted credits the last cash-out forfeited
    public <T> T withStore(Function<io.opencab.meters.MeterStore, T> f) { return money.with(f); }
    public Clock clock() { return clock; }

    /** The attendant functions (key switch plus PIN), UI-independent. */
    public AttendantService attendant() {
        return attendant;
    }

    /** The devices, e.g. to reach a simulated device's controls ({@code instanceof SimDoorSwitches}). */
    public Devices devices() {
        return devices;
    }

    /** The configuration file this cabinet runs from; empty for the built-in configuration (nothing to save to). */
    public java.util.Optional<java.nio.file.Path> configFile() {
        return java.util.Optional.ofNullable(configFile);
    }

    public CabinetConfig config() {
        return config;
    }

    /** The last software check (regulations.md 1.8): not configured means a development build, unverified. */
    public SoftwareVerifier.Result softwareCheck() {
        io.opencab.app.cabinet.state.LastVerification v = machine.lastVerification;
        return v == null ? new SoftwareVerifier.Result(false, true, "software not checked yet") : v.result();
    }

    /** True when this power-up followed a power loss: the store's last shutdown was not orderly (issue 39 item 6). */
    public boolean resumedAfterPowerLoss() {
        return machine.powerLost;
    }

    /** False when the meter store did not open at power-up (a RAM_ERROR lockup names why): nothing can be metered. */
    public boolean storeOpen() {
        return money.hasStore();
    }

    /** What the power-up resumed ("" when nothing). */
    public String recovered() {
        return recovered;
    }

    /** Stops taking actions, then closes the devices and the store (clean shutdown). Idempotent. */
    @Override
    public void close() {
        if (!queue.stop()) {
            return;
        }
        timer.shutdownNow();
        if (cycler != null) {
            cycler.close();
        }
        closeQuietly(devices);
        closeStore();
    }

    // ------------------------------------------------------------------ internals

    /** Runs {@code task} on the cabinet thread and waits for it (tests of this package read the machine so). */
    <T> T call(Function<Machine, T> task) {
        return queue.call(task);
    }

    /** Applies the outputs, then publishes a new snapshot if anything a screen sees changed. */
    private void publishIfChanged() {
        parts.outputs.apply();
        CabinetState probe = machine.snapshot(0, Instant.EPOCH, parts.outputs.accepting());
        if (probe.equals(lastProbe)) {
            return;
        }
        CabinetState before = state;
        lastProbe = probe;
        state = machine.snapshot(++sequence, clock.instant(), parts.outputs.accepting());
        // A memory lockup is logged once, as one line saying which check failed (no stack trace).
        state.tilts().stream().filter(t -> t.reason().needsRamClear() && (before == null || !before.tilts().contains(t)))
            .forEach(t -> LOG.log(System.Logger.Level.ERROR, "cabinet: " + t.code() + " lockup: " + t.detail()));
        for (Consumer<? super CabinetState> l : listeners) {
            try {
                l.accept(state);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "cabinet: a state listener failed", e);
            }
        }
    }

    private void armTimeout(long roundId) {
        if (timeout != null) {
            timeout.cancel(false);
        }
        long ms = config.presentationTimeout().toMillis();
        timeout = timer.schedule(() -> queue.post(m -> parts.rounds.timedOut(roundId)), ms, TimeUnit.MILLISECONDS);
    }

    private void ledgerFailed(MeterException e) {
        queue.post(m -> m.ledgerFailed(e));
    }

    private void closeStore() {
        money.closeStore(e -> LOG.log(System.Logger.Level.WARNING, "cabinet: closing the meter store failed", e));
    }

    private static void closeQuietly(AutoCloseable c) {
        try {
            c.close();
        } catch (Exception e) {
            LOG.log(System.Logger.Level.WARNING, "cabinet: closing " + c + " failed", e);
        }
    }
}
