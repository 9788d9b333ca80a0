package io.opencab.app.cabinet.state;

import io.opencab.app.cabinet.attendant.Attendant;
import io.opencab.app.cabinet.attendant.Session;
import io.opencab.app.cabinet.devices.DeviceEvents;
import io.opencab.app.cabinet.devices.HostGate;
import io.opencab.app.cabinet.devices.Outputs;
import io.opencab.app.cabinet.ledger.Money;
import io.opencab.app.cabinet.round.BetSelection;
import io.opencab.app.cabinet.round.GameLibrary;
import io.opencab.app.cabinet.round.RoundFlow;
import io.opencab.app.cabinet.round.RoundPlayer;
import io.opencab.app.cabinet.tickets.HostValidation;
import io.opencab.app.cabinet.tickets.TicketCashOut;
import io.opencab.app.cabinet.tickets.TicketHost;
import io.opencab.app.cabinet.tickets.TicketOutFlow;
import io.opencab.app.cabinet.tickets.TicketRedeem;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.TitoKeys;
import io.opencab.app.config.TitoSettings;
import io.opencab.app.verify.SoftwareVerifier;
import io.opencab.hal.Devices;
import io.opencab.hal.gpio.Door;
import io.opencab.meters.MeterException;
import io.opencab.meters.MeterStore;
import java.time.Clock;
import java.time.Instant;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongConsumer;

/**
 * The cabinet's state and its transitions. Only the cabinet thread touches it: every action of the
 * queue is handled here, one at a time, then {@code Cabinet} publishes the new snapshot. Money moves
 * only in the meter store, through {@link Money}; this class keeps what the screen shows.
 *
 * <p>A round: the bet is checked, the game decides the whole round on the live RNG (recorded),
 * the round is journaled with its JSON and draws ({@code decide}: bet off the credit meter) before
 * anything is shown (PLAYING), marked presented (PRESENTING), and paid exactly once when the
 * screen has shown it or at the presentation timeout ({@code paid}: win to the credit meter, or a
 * jackpot handpay at or above the handpay limit).
 */
public final class Machine {
    public final CabinetConfig config;
    public final GameLibrary games;
    public final RoundPlayer player;
    public final Money money;
    public final Devices devices;
    public final Clock clock;
    public final SoftwareVerifier verifier;
    public final List<GameChoice> choices;
    public final Outputs outputs;
    /** Publishes the state in the middle of an action (PLAYING, CASH_OUT). */
    public Runnable publish = () -> { };
    /** Arms the presentation timeout of a round. */
    public LongConsumer armTimeout = id -> { };
    public final HostGate hostGate = new HostGate();
    public final Attendant attendant;
    final DeviceEvents deviceEvents;
    public final RoundFlow rounds;
    /** Ticket out (docs/tito.md); empty without a ticket printer and its {@code tito.*} settings. */
    public final Optional<TicketOutFlow> ticketOut;
    /** Handpay key-off, validated with SAS ticket validation (docs/sas.md "Validated handpays"). */
    public final io.opencab.app.cabinet.tickets.HandpayKeyOff handpayKeyOff;
    public final TicketCashOut tickets;
    /** Ticket in (docs/tito.md "Ticket in"). */
    public final TicketRedeem ticketsIn;
    public final TicketHost ticketHost = new TicketHost(this);
    /** Runs a task on the cabinet thread after a delay in ms (0: as soon as it can); set by {@code Cabinet}. */
    public java.util.function.BiConsumer<Long, java.util.function.Function<Machine, Object>> later = (ms, f) -> { };
    public final io.opencab.money.MoneyFormat cash;
    public final io.opencab.app.cabinet.cashless.HostCashOut hostCashOut = new io.opencab.app.cabinet.cashless.HostCashOut(this);
    public final io.opencab.app.cabinet.cashless.AftHost aftHost = new io.opencab.app.cabinet.cashless.AftHost(this);
    /** Each game's bet level (issue 24); {@link #betLevel} is the current game's. */
    public final BetSelection bets = new BetSelection();

    public StateKind base = StateKind.IDLE;
    public RoundView round;
    public HandpayView handpay;
    public final Map<String, Tilt> tilts = new LinkedHashMap<>();
    public Session session;
    public boolean keyOn;
    public boolean keyPending;
    public String gameId;
    public int betLevel;
    public long credits;
    public long lastWin;
    /** The last bonus the casino system awarded, in cents, shown with the win until the next round (docs/aft.md). */
    public long bonusAward;
    public String message = "";
    /** This power-up followed a power loss (the store's last shutdown was not orderly): the kiosk says so. */
    public boolean powerLost;
    /**
     * The latest software check, for the diagnostics page (issue 24 item 6) and {@code Cabinet.softwareCheck}
     * (read from other threads); null before the first.
     */
    public volatile io.opencab.app.cabinet.attendant.LastVerification lastVerification;
    public boolean serviceCall;
    public final Map<Door, Boolean> doors = new EnumMap<>(Door.class);

    public Machine(CabinetConfig config, GameLibrary games, RoundPlayer player, Money money, Devices devices, Clock clock,
            SoftwareVerifier verifier, Attendant.ConfigWriter configWriter, HostValidation host) {
        this.config = config;
        this.games = games;
        this.player = player;
        this.money = money;
        this.devices = devices;
        this.clock = clock;
        this.verifier = verifier;
        this.choices = games.choices(config.games());
        this.outputs = new Outputs(this);
        this.attendant = new Attendant(this, configWriter);
        this.deviceEvents = new DeviceEvents(this);
        this.rounds = new RoundFlow(this);
        Optional<TitoSettings> tito = TitoKeys.of(config);
        this.ticketOut = devices.ticketPrinter().isPresent() && tito.isPresent()
            ? Optional.of(new TicketOutFlow(money::with, devices.ticketPrinter(), host, tito.get(), clock))
            : Optional.empty();
        this.handpayKeyOff = new io.opencab.app.cabinet.tickets.HandpayKeyOff(money::with, devices.ticketPrinter(), host,
            tito, TitoKeys.handpayReceipt(config), io.opencab.app.config.SasSettings.assetNumber(config), clock);
        this.tickets = new TicketCashOut(this);
        this.ticketsIn = new TicketRedeem(this, TitoKeys.ticketIn(config));
        this.cash = io.opencab.app.config.DisplayKeys.money(config);
        this.gameId = choices.getFirst().gameId();
        this.betLevel = bets.level(choices.getFirst());
        for (Door d : Door.values()) {
            doors.put(d, false);
        }
    }

    // ------------------------------------------------------------------ the state

    /** What the screen shows: an attendant session over everything, a tilt over the player's states. */
    public StateKind kind() {
        if (session != null) {
            return StateKind.ATTENDANT_MENU;
        }
        if (!tilts.isEmpty()) {
            return StateKind.TILT;
        }
        return base;
    }

    public GameChoice choice() {
        return choice(gameId);
    }

    public GameChoice choice(String id) {
        for (GameChoice c : choices) {
            if (c.gameId().equals(id)) {
                return c;
            }
        }
        return null;
    }

    public CabinetState snapshot(long sequence, Instant at) {
        GameChoice c = choice();
        return new CabinetState(sequence, at, kind(), config.cabinetId(), config.denominationCents(), credits,
            config.creditLimit(), choices, gameId, betLevel, c.bet(betLevel), lastWin, Optional.ofNullable(round),
            Optional.ofNullable(handpay), List.copyOf(tilts.values()),
            Optional.ofNullable(session).map(Session::view), outputs.accepting(), doors, serviceCall, message,
            hostGate.disabledReason(), bonusAward);
    }

    // ------------------------------------------------------------------ dispatch

    /** A handled action: carried out or refused, and why. */
    public record Reply(boolean accepted, String message) {
    }

    public Reply handle(Action action) {
        if (action instanceof Action.InsertBill) {
            // The host gate may have changed on the link thread since the last action (SAS LP 02/06, link up):
            // open the bill gate now rather than at the SAS service's own apply a moment later.
            outputs.apply();
        }
        if (action instanceof Action.PresentationDone p && kind() != StateKind.PRESENTING) {
            // Refused below (nothing is paid during a lockup), but remembered: the screen will not report it again.
            rounds.shownWhileHeld(p.roundId());
        }
        String refused = hostGate.refusal(Rules.refusal(kind(), action), action, base, gameId);
        if (refused == null) {
            refused = ticketsIn.refusal(action);
        }
        if (refused != null) {
            return refuse(refused);
        }
        return switch (action) {
            case Action.ButtonPressed b -> button(b);
            case Action.DoorChanged d -> deviceEvents.door(d.door(), d.open());
            case Action.KeyTurned k -> attendant.key(k.on());
            case Action.BillReported r -> deviceEvents.bill(r.event());
            case Action.PrinterReported r -> tickets.printer(r.event());
            case Action.ServiceCall s -> {
                serviceCall = !serviceCall;
                yield ok(serviceCall ? "attendant called" : "attendant call cancelled");
            }
            case Action.SelectGame g -> selectGame(g.gameId());
            case Action.ShowGameSelect g -> {
                base = StateKind.GAME_SELECT;
                yield ok("");
            }
            case Action.SetBetLevel b -> setBetLevel(b.level());
            case Action.BetUp b -> stepBet(+1);
            case Action.BetDown b -> stepBet(-1);
            case Action.MaxBet b -> maxBet();
            case Action.Spin s -> base == StateKind.PRESENTING ? rounds.presentationDone(round.roundId(), "skipped to the end")
                : rounds.spin();
            case Action.PresentationDone p -> rounds.presentationDone(p.roundId(), "shown");
            case Action.CashOut c -> rounds.cashOut();
            case Action.Help h -> {
                base = base == StateKind.HELP ? StateKind.IDLE : StateKind.HELP;
                yield ok("");
            }
            case Action.Back b -> {
                base = StateKind.IDLE;
                yield ok("");
            }
            case Action.InsertBill b -> deviceEvents.insertBill(b.valueCents());
            case Action.EnterPin p -> attendant.pin(p.pin());
            case Action.KeyOffHandpay k -> attendant.keyOffHandpay();
            case Action.ClearTilt c -> attendant.clearTilt(c.code());
            case Action.ResolveBill r -> attendant.resolveBill(r.stacked());
            case Action.ResolveTicket r -> tickets.resolve(r.printed());
            case Action.ResolveRedeem r -> ticketsIn.resolve(r.inStacker());
            case Action.ClearPeriodMeters c -> attendant.clearPeriod();
            case Action.RequestRamClear r -> attendant.requestRamClear();
            case Action.ConfirmRamClear c -> attendant.confirmRamClear();
            case Action.CancelRamClear c -> attendant.cancelRamClear();
            case Action.LampTest l -> attendant.lampTest(l.on());
            case Action.VerifySoftware v -> attendant.verifySoftware(v.seedHex());
            case Action.SetConfig s -> attendant.setConfig(s.key(), s.value());
        };
    }

    public Reply ok(String why) {
        message = why;
        return new Reply(true, why);
    }

    public Reply refuse(String why) {
        message = why;
        return new Reply(false, why);
    }

    // ------------------------------------------------------------------ player

    private Reply button(Action.ButtonPressed b) {
        if (!b.pressed()) {
            return new Reply(true, "");
        }
        if (session != null) {
            // Button test and menu navigation: the press is shown to the attendant, never played.
            session.lastButton = b.button();
            session.presses++;
            return new Reply(true, "button " + b.button());
        }
        Action a = Rules.actionOf(b.button());
        if (b.button() == io.opencab.hal.gpio.Button.GAME_SELECT && base == StateKind.GAME_SELECT) {
            a = new Action.Back();
        }
        return handle(a);
    }

    private Reply selectGame(String id) {
        GameChoice c = choice(id);
        if (c == null) {
            // Say which ids there are: a misspelt id read as "not enabled" sent an outside tester looking for a setting.
            return refuse("game " + id + " is not enabled on this cabinet (enabled: "
                + String.join(", ", choices.stream().map(GameChoice::gameId).toList()) + ")");
        }
        if (!id.equals(gameId)) {
            long previousBet = choice().bet(betLevel);
            gameId = id;
            betLevel = bets.entering(c, previousBet);
            round = null;
        }
        base = StateKind.IDLE;
        return ok("");
    }

    private Reply setBetLevel(int level) {
        GameChoice c = choice();
        if (!c.betLevels().contains(level)) {
            return refuse("bet level " + level + " is not offered for " + c.name() + " (levels " + c.betLevels() + ")");
        }
        betLevel = level;
        bets.choose(c, level);
        base = StateKind.IDLE;
        return ok("bet " + cash.currency(c.bet(level)));
    }

    /** MAX BET: the largest bet the credits cover, saying so when that is below the game's largest (issue 24). */
    private Reply maxBet() {
        GameChoice c = choice();
        refreshCredits();
        long top = c.bet(c.betLevels().getLast());
        java.util.OptionalInt level = BetSelection.largestAffordable(c, credits);
        if (level.isEmpty()) {
            return refuse("the lowest bet " + cash.currency(c.bet(c.betLevels().getFirst()))
                + " is more than your credits " + cash.currency(credits) + ": insert a bill");
        }
        Reply set = setBetLevel(level.getAsInt());
        if (c.bet(level.getAsInt()) < top) {
            return ok("bet " + cash.currency(c.bet(level.getAsInt())) + ", the most your credits "
                + cash.currency(credits) + " cover (max bet " + cash.currency(top) + ")");
        }
        return set;
    }

    private Reply stepBet(int direction) {
        List<Integer> levels = choice().betLevels();
        int i = levels.indexOf(betLevel) + direction;
        if (i < 0 || i >= levels.size()) {
            return refuse(direction > 0 ? "already the highest bet" : "already the lowest bet");
        }
        return setBetLevel(levels.get(i));
    }

    // ------------------------------------------------------------------ tilts and the store

    public void raiseTilt(TiltReason reason, String code, String detail) {
        Tilt t = tilts.get(code);
        if (t == null) {
            tilts.put(code, new Tilt(reason, code, detail, clock.instant()));
        }
        if (!reason.needsRamClear()) {
            record(s -> s.raiseTilt(code, detail));
        }
    }

    public void clearTilt(String code, String by) {
        if (tilts.remove(code) != null) {
            record(s -> s.clearTilt(code, by));
            if (tilts.isEmpty()) {
                rounds.resume();
            }
        }
    }

    /** A store write that must not stop the action if it fails: the failure becomes a tilt. */
    public void record(Consumer<MeterStore> op) {
        if (!money.hasStore()) {
            return;
        }
        try {
            money.with(s -> {
                op.accept(s);
                return null;
            });
        } catch (MeterException e) {
            storeFailure(e);
        }
    }

    /** Turns a store failure into the lockup it calls for (regulations.md 1.1: never play on doubtful meters). */
    public void storeFailure(MeterException e) {
        if (e.kind() == MeterException.Kind.AUDIT) {
            tilts.putIfAbsent("AUDIT_FAILURE", new Tilt(TiltReason.AUDIT_FAILURE, "AUDIT_FAILURE", e.getMessage(),
                clock.instant()));
        } else if (e.kind().ramError()) {
            tilts.putIfAbsent("RAM_ERROR", new Tilt(TiltReason.RAM_ERROR, "RAM_ERROR", e.getMessage(), clock.instant()));
        } else {
            tilts.putIfAbsent("STORE_FAULT", new Tilt(TiltReason.STORE_FAULT, "STORE_FAULT", e.getMessage(),
                clock.instant()));
            try {
                money.with(s -> s.raiseTilt("STORE_FAULT", e.getMessage()));
            } catch (RuntimeException ignored) {
                // The store cannot write: the tilt is shown now and its cause is found again at the next start.
            }
        }
    }

    /** The bill ledger could not record a note (validator's thread, posted here): a store fault or a message. */
    public Object ledgerFailed(MeterException e) {
        if (e.kind().ramError() || e.kind() == MeterException.Kind.DISK_FULL || e.kind() == MeterException.Kind.IO
            || e.kind() == MeterException.Kind.READ_ONLY) {
            storeFailure(e);
        } else {
            message = "bill not recorded: " + e.getMessage();
        }
        return null;
    }

    public void refreshCredits() {
        if (money.hasStore()) {
            try {
                credits = money.credits();
            } catch (MeterException e) {
                storeFailure(e);
            }
        }
    }
}
