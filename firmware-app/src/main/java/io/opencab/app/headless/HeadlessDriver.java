package io.opencab.app.headless;

import io.opencab.app.AppException;
import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.attendant.MeterReport;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.GameChoice;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.Tilt;
import io.opencab.hal.gpio.DoorSwitches;
import io.opencab.hal.gpio.KeySwitch;
import io.opencab.hal.gpio.sim.SimDoorSwitches;
import io.opencab.hal.gpio.sim.SimKeySwitch;
import java.io.PrintWriter;
import java.util.List;

/**
 * Runs a {@link Script} against a cabinet with simulated devices, as a player, an attendant and a
 * technician would: through the same actions a screen submits, and by moving the simulated doors and
 * key. It is the headless screen: each round is reported shown as soon as it is presented. Stops at
 * the first step that fails (refused action, unexpected lockup, failed expectation or audit).
 */
public final class HeadlessDriver {
    private final Cabinet cabinet;
    private final PrintWriter out;
    private String autoHandpayPin;
    private long auditEvery = 1_000;
    private long rounds;
    private long jackpots;
    private long audits;

    public HeadlessDriver(Cabinet cabinet, PrintWriter out) {
        this.cabinet = cabinet;
        this.out = out;
    }

    /**
     * What a run has done so far.
     *
     * @param rounds rounds played so far
     * @param jackpots jackpot lockups met during play
     * @param audits audit identity checks that passed
     */
    public record Tally(long rounds, long jackpots, long audits) {
    }

    /** The counts so far, read at once (the run's summary line). */
    public Tally tally() {
        return new Tally(rounds, jackpots, audits);
    }

    public void run(Script script) {
        for (Step s : script.steps()) {
            try {
                step(s);
            } catch (AppException e) {
                throw new AppException("script line " + s.line() + ": " + e.getMessage(), e);
            }
        }
    }

    private void step(Step step) {
        switch (step) {
            case Step.Bill b -> bill(b.cents());
            case Step.Select s -> act(new Action.SelectGame(s.gameId()));
            case Step.Bet b -> act(new Action.SetBetLevel(b.level()));
            case Step.Spin s -> spins(s.rounds(), 0);
            case Step.Play p -> play(p);
            case Step.CashOut c -> act(new Action.CashOut());
            case Step.Key k -> key(k.on());
            case Step.Pin p -> act(new Action.EnterPin(p.pin()));
            case Step.Handpay h -> act(new Action.KeyOffHandpay());
            case Step.Attendant a -> attendant(a.pin());
            case Step.AutoHandpay a -> autoHandpayPin = a.pin();
            case Step.DoorStep d -> {
                DoorSwitches doors = cabinet.devices().doors();
                if (!(doors instanceof SimDoorSwitches sim)) {
                    throw new AppException("doors are not simulated");
                }
                if (d.open()) {
                    sim.open(d.door());
                } else {
                    sim.close(d.door());
                }
                cabinet.sync();
            }
            case Step.ClearTilt c -> act(new Action.ClearTilt(c.code()));
            case Step.ResolveBill r -> act(new Action.ResolveBill(r.stacked()));
            case Step.ClearPeriod c -> act(new Action.ClearPeriodMeters());
            case Step.ExpectState e -> {
                StateKind k = state().kind();
                if (k != e.kind()) {
                    throw new AppException("expected state " + e.kind() + " but the cabinet is " + k + describeTilts());
                }
            }
            case Step.ExpectCredits e -> {
                long c = state().credits();
                if (c != e.credits()) {
                    throw new AppException("expected " + e.credits() + " credits but the meter shows " + c);
                }
            }
            case Step.ExpectTilt e -> {
                if (!state().tilted(e.reason())) {
                    throw new AppException("expected a " + e.reason() + " tilt; tilts: " + state().tilts());
                }
            }
            case Step.Meters m -> MeterText.print(out, cabinet.meterReport(), cabinet.state().games(),
                io.opencab.app.config.DisplayKeys.money(cabinet.config()));
            case Step.Audit a -> audit();
            case Step.AuditEvery a -> auditEvery = a.rounds();
        }
        out.flush();
    }

    private CabinetState state() {
        cabinet.sync();
        return cabinet.state();
    }

    private ActionResult act(Action a) {
        ActionResult r = cabinet.submit(a).join();
        if (!r.accepted()) {
            // The action in words ("set bet level"), as the state machine names it: not the Java class a lab never sees.
            throw new AppException(io.opencab.app.cabinet.state.Rules.name(a) + " refused: " + r.message() + describeTilts());
        }
        return r;
    }

    private String describeTilts() {
        List<Tilt> t = cabinet.state().tilts();
        return t.isEmpty() ? "" : " (tilts: " + t.stream().map(Tilt::detail).toList() + ")";
    }

    private void bill(long cents) {
        act(new Action.InsertBill(cents));
    }

    private void key(boolean on) {
        KeySwitch k = cabinet.devices().key();
        if (!(k instanceof SimKeySwitch sim)) {
            throw new AppException("the attendant key is not simulated");
        }
        sim.turn(on);
        cabinet.sync();
    }

    private void attendant(String pin) {
        key(true);
        if (state().kind() != StateKind.ATTENDANT_MENU) {
            throw new AppException("the key did not open the attendant menu (state " + state().kind() + ")");
        }
        act(new Action.EnterPin(pin));
        if (state().handpay().isPresent()) {
            act(new Action.KeyOffHandpay());
        }
        key(false);
    }

    private void play(Step.Play p) {
        List<String> ids = p.gameId() == null
            ? cabinet.state().games().stream().map(GameChoice::gameId).toList() : List.of(p.gameId());
        for (String id : ids) {
            act(new Action.SelectGame(id));
            if (p.level() > 0) {
                act(new Action.SetBetLevel(p.level()));
            }
            long before = rounds;
            long start = System.nanoTime();
            spins(p.rounds(), p.refillCents());
            double s = (System.nanoTime() - start) / 1e9;
            out.printf("played %d rounds of %s in %.1f s (%.0f rounds/s); credits %d%n", rounds - before, id, s,
                (rounds - before) / Math.max(s, 1e-9), cabinet.state().credits());
            audit();
        }
    }

    private void spins(long n, long refillCents) {
        for (long i = 0; i < n; i++) {
            CabinetState s = cabinet.state();
            if (s.credits() < s.bet() && refillCents > 0) {
                bill(refillCents);
                s = cabinet.state();
            }
            if (s.credits() < s.bet()) {
                throw new AppException("credits ran out after " + i + " rounds (" + s.credits() + " left, bet " + s.bet()
                    + "); add a refill amount");
            }
            spin();
            if (auditEvery > 0 && rounds % auditEvery == 0) {
                audit();
            }
        }
    }

    private void spin() {
        ActionResult r = act(new Action.Spin());
        CabinetState s = r.state();
        if (s.kind() == StateKind.PRESENTING) {
            s = act(new Action.PresentationDone(s.round().orElseThrow().roundId())).state();
        }
        rounds++;
        if (s.kind() == StateKind.HANDPAY_PENDING) {
            jackpots++;
            if (autoHandpayPin == null) {
                throw new AppException("a jackpot of " + s.handpay().orElseThrow().credits() + " credits locked the"
                    + " cabinet up after " + rounds + " rounds (add 'auto-handpay <pin>' to key jackpots off)");
            }
            out.printf("jackpot of %d credits in round %d: keyed off by an attendant%n", s.handpay().orElseThrow()
                .credits(), s.round().map(rv -> rv.roundId()).orElse(0L));
            attendant(autoHandpayPin);
        } else if (s.kind() != StateKind.PAID) {
            throw new AppException("after a round the cabinet is " + s.kind() + describeTilts());
        }
    }

    private void audit() {
        MeterReport m = cabinet.meterReport();
        if (!m.auditHolds()) {
            throw new AppException("audit identity broken: credits " + m.meters().credits() + " but bills in + coin out"
                + " - coin in - cancelled credits = " + m.auditCredits(io.opencab.meters.Scope.LIFETIME));
        }
        long shown = state().credits();
        if (shown != m.meters().credits()) {
            throw new AppException("the screen shows " + shown + " credits but the credit meter holds " + m.meters().credits());
        }
        audits++;
    }
}
