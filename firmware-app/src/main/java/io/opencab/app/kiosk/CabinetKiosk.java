package io.opencab.app.kiosk;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.round.GameLibrary;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.RoundView;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.DisplayKeys;
import io.opencab.app.verify.ManifestVerifier;
import io.opencab.hal.DeviceMode;
import io.opencab.hal.gpio.sim.SimKeySwitch;
import io.opencab.ui.port.AttendantRequest;
import io.opencab.ui.port.HistoryEntry;
import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.KioskPort;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.PlayerRules;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The kiosk's player port over the {@link Cabinet} (ui: {@code KioskPort}). Each kiosk action
 * becomes the cabinet's action and waits until the cabinet has handled it; each state the cabinet
 * publishes becomes a {@link KioskState} for the kiosk's listeners. The cabinet decides and pays
 * everything: a refusal only sets the state's message.
 */
public final class CabinetKiosk implements KioskPort {
    /** The player's recent rounds shown on the history page (kept since the kiosk started). */
    static final int HISTORY = 10;
    /** Most rounds one autoplay may run on this cabinet (no jurisdiction limit is configured yet). */
    static final int MAX_AUTOPLAY_ROUNDS = 100;

    private final Cabinet cabinet;
    private final KioskStates mapper;
    private final PromoReader promo;
    private final List<Consumer<? super KioskState>> listeners = new CopyOnWriteArrayList<>();
    private final Deque<HistoryEntry> history = new ArrayDeque<>();
    private final boolean simulatedKey;
    private volatile KioskState state;

    public CabinetKiosk(Cabinet cabinet, GameLibrary library) {
        this.cabinet = Objects.requireNonNull(cabinet, "cabinet");
        CabinetConfig c = cabinet.config();
        boolean simulated = c.hal().gpio() == DeviceMode.SIMULATED && c.hal().billValidator() != DeviceMode.REAL;
        this.simulatedKey = cabinet.devices().key() instanceof SimKeySwitch;
        String currency = c.hal().bill().denominations().currency();
        PlayerRules rules = new PlayerRules(true, MAX_AUTOPLAY_ROUNDS, false, true, true, simulated,
            c.acceptedBills().stream().sorted().toList(), MachineRules.of(c))
            .with(DisplayKeys.grouping(c), DisplayKeys.attractIdle(c));
        // regulations.md 1.8: a development build that verified nothing says so on the screen.
        String notice = cabinet.softwareCheck().configured() ? null : ManifestVerifier.DEVELOPMENT_MODE;
        this.mapper = new KioskStates(library, cabinet.state().games(), currency, rules,
            notice);
        this.promo = new PromoReader(cabinet);
        // Called first with the current state, then with every published one, in order, on the cabinet thread.
        cabinet.addListener(this::onCabinetState);
    }

    private void onCabinetState(CabinetState s) {
        KioskState k;
        synchronized (history) {
            s.round().filter(r -> r.phase() == RoundView.Phase.PAID).ifPresent(r -> remember(r, s));
            k = mapper.map(s, List.copyOf(history), promo.of(s));
        }
        boolean first = state == null;
        state = k;
        if (!first) {
            for (Consumer<? super KioskState> l : listeners) {
                l.accept(k);
            }
        }
    }

    /** The first state showing a round paid has the credits right after it (a jackpot is paid by hand, not to credits). */
    private void remember(RoundView r, CabinetState s) {
        if (history.isEmpty() || history.peekFirst().roundId() != r.roundId()) {
            history.addFirst(new HistoryEntry(r.roundId(), s.at(), r.gameId(), r.bet(), r.win(), s.credits()));
            while (history.size() > HISTORY) {
                history.removeLast();
            }
        }
    }

    @Override
    public KioskState state() {
        return state;
    }

    @Override
    public boolean resumedAfterPowerLoss() {
        return cabinet.resumedAfterPowerLoss();
    }

    @Override
    public void addListener(Consumer<? super KioskState> listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    @Override
    public void removeListener(Consumer<? super KioskState> listener) {
        listeners.remove(listener);
    }

    @Override
    public void submit(KioskAction action) {
        switch (action) {
            case KioskAction.Spin s -> act(new Action.Spin());
            case KioskAction.ChangeBet b -> act(b.direction() > 0 ? new Action.BetUp() : new Action.BetDown());
            case KioskAction.MaxBet m -> act(new Action.MaxBet());
            case KioskAction.CallAttendant c -> act(new Action.ServiceCall());
            case KioskAction.CashOut c -> act(new Action.CashOut());
            case KioskAction.SelectGame g -> {
                if (g.gameId() != null) {
                    act(new Action.SelectGame(g.gameId()));
                } else if (cabinet.state().kind() != StateKind.GAME_SELECT) {
                    act(new Action.ShowGameSelect());
                }
            }
            case KioskAction.RoundPresented p -> act(new Action.PresentationDone(p.roundId()));
            case KioskAction.InsertBill b -> act(new Action.InsertBill(b.valueCents()));
            case KioskAction.KeyTurn k -> turnKey(k.on());
            case KioskAction.DoorToggle d -> toggleDoor(d.door());
            case KioskAction.EnterPin p -> act(new Action.EnterPin(p.pin()));
            // The kiosk runs autoplay itself: every round is still a Spin the cabinet checks and journals.
            case KioskAction.Autoplay a -> {
            }
            case KioskAction.Attendant a -> attendant(a.request());
        }
    }

    private void attendant(AttendantRequest r) {
        switch (r) {
            case AttendantRequest.HandpayPaid h -> act(new Action.KeyOffHandpay());
            case AttendantRequest.ClearTilt t -> act(new Action.ClearTilt(t.code()));
            case AttendantRequest.ResolveTicket t -> act(new Action.ResolveTicket(t.printed()));
            case AttendantRequest.ResolveRedeem t -> act(new Action.ResolveRedeem(t.inStacker()));
            case AttendantRequest.ClearPeriod p -> act(new Action.ClearPeriodMeters());
            // The kiosk asked twice before sending it; the cabinet's own two confirmations follow its request.
            case AttendantRequest.RamClear c -> {
                if (act(new Action.RequestRamClear()).accepted() && act(new Action.ConfirmRamClear()).accepted()) {
                    act(new Action.ConfirmRamClear());
                }
            }
            case AttendantRequest.SetConfig s -> act(new Action.SetConfig(s.key(), s.value()));
            // The cabinet's lamp test lights every lamp at once; any lamp switches it.
            case AttendantRequest.LampTest l -> act(new Action.LampTest(l.on()));
            case AttendantRequest.VerifySoftware v -> act(new Action.VerifySoftware(v.seedHex()));
            // Leaving the menu with the key still turned asks for the PIN again: off and on for a simulated key.
            case AttendantRequest.Logout l -> {
                if (simulatedKey) {
                    turnKey(false);
                    turnKey(true);
                }
            }
        }
    }

    /** The simulated door switches only: a real door is opened with its key, never from the screen. */
    private void toggleDoor(String name) {
        io.opencab.hal.gpio.Door door;
        try {
            door = io.opencab.hal.gpio.Door.valueOf(name);
        } catch (IllegalArgumentException e) {
            throw new io.opencab.app.AppException("no door " + name + " (doors: "
                + java.util.Arrays.toString(io.opencab.hal.gpio.Door.values()) + ")");
        }
        if (cabinet.devices().doors() instanceof io.opencab.hal.gpio.sim.SimDoorSwitches doors) {
            if (doors.isOpen(door)) {
                doors.close(door);
            } else {
                doors.open(door);
            }
            cabinet.sync();
        }
    }

    private void turnKey(boolean on) {
        if (cabinet.devices().key() instanceof SimKeySwitch key) {
            key.turn(on);
            cabinet.sync();
        }
    }

    private ActionResult act(Action a) {
        return cabinet.submit(a).join();
    }

    List<HistoryEntry> history() {
        synchronized (history) {
            return new ArrayList<>(history);
        }
    }
}
