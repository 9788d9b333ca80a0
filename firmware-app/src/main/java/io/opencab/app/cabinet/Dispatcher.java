package io.opencab.app.cabinet;

import io.opencab.app.cabinet.attendant.Attendant;
import io.opencab.app.cabinet.cashless.AftHost;
import io.opencab.app.cabinet.cashless.HostCashOut;
import io.opencab.app.cabinet.devices.DeviceEvents;
import io.opencab.app.cabinet.devices.Outputs;
import io.opencab.app.cabinet.ledger.Money;
import io.opencab.app.cabinet.round.GameLibrary;
import io.opencab.app.cabinet.round.PlayerChoice;
import io.opencab.app.cabinet.round.RoundFlow;
import io.opencab.app.cabinet.round.RoundPlayer;
import io.opencab.app.cabinet.startup.Startup;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.cabinet.state.Rules;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.tickets.CashOutHandpay;
import io.opencab.app.cabinet.tickets.HandpayKeyOff;
import io.opencab.app.cabinet.tickets.HostValidation;
import io.opencab.app.cabinet.tickets.Payout;
import io.opencab.app.cabinet.tickets.TicketCashOut;
import io.opencab.app.cabinet.tickets.TicketHost;
import io.opencab.app.cabinet.tickets.TicketOutFlow;
import io.opencab.app.cabinet.tickets.TicketRedeem;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.DisplayKeys;
import io.opencab.app.config.SasSettings;
import io.opencab.app.config.TitoKeys;
import io.opencab.app.config.TitoSettings;
import io.opencab.app.verify.SoftwareVerifier;
import io.opencab.hal.Devices;
import io.opencab.hal.gpio.Button;
import java.time.Clock;
import java.util.Optional;

/**
 * The cabinet's state ({@link Machine}) and the parts built over it, and each action handed to the part it is for: it
 * decides nothing itself. It stands above every part: the parts know the state and the parts beneath them
 * (docs/architecture.md "Inside firmware-app"), never this class, so a part is read by starting at {@link #handle}.
 * It sets the state's two hooks to the parts: a lockup's end resumes the round, and the host's key-off of a handpay
 * (LP 94) is the attendant's. Cabinet thread only.
 */
final class Dispatcher {
    final Machine m;
    final RoundPlayer player;
    final PlayerChoice choice;
    final RoundFlow rounds;
    /** Ticket out: the printer's reports, a ticket in doubt (docs/tito.md). */
    final TicketCashOut ticketsOut;
    /** Ticket in (docs/tito.md "Ticket in"). */
    final TicketRedeem ticketsIn;
    final TicketHost ticketHost;
    final HostCashOut hostCashOut;
    final AftHost aftHost;
    final Outputs outputs;
    final DeviceEvents deviceEvents;
    final Attendant attendant;

    Dispatcher(CabinetConfig config, GameLibrary games, RoundPlayer player, Money money, Devices devices, Clock clock,
            SoftwareVerifier verifier, Attendant.ConfigWriter configWriter, HostValidation host) {
        this.m = new Machine(config, games.choices(config.games()), money, devices, clock, verifier,
            DisplayKeys.money(config));
        this.player = player;
        this.choice = new PlayerChoice(m);
        Optional<TitoSettings> tito = TitoKeys.of(config);
        Optional<TicketOutFlow> ticketOut = devices.ticketPrinter().isPresent() && tito.isPresent()
            ? Optional.of(new TicketOutFlow(money::with, devices.ticketPrinter(), host, tito.get(), clock))
            : Optional.empty();
        // Handpay key-off, validated with SAS ticket validation (docs/sas.md "Validated handpays").
        HandpayKeyOff handpayKeyOff = new HandpayKeyOff(money::with, devices.ticketPrinter(), host, tito,
            TitoKeys.handpayReceipt(config), SasSettings.assetNumber(config), clock);
        CashOutHandpay handpay = new CashOutHandpay(m);
        this.ticketsOut = new TicketCashOut(m, ticketOut, handpay);
        this.ticketsIn = new TicketRedeem(m, TitoKeys.ticketIn(config));
        this.ticketHost = new TicketHost(m, ticketsIn);
        Payout payout = new Payout(m, ticketsOut, handpay, ticketOut.isPresent());
        this.hostCashOut = new HostCashOut(m, payout);
        this.aftHost = new AftHost(m, hostCashOut);
        this.rounds = new RoundFlow(m, games, player, hostCashOut, payout);
        this.outputs = new Outputs(m, ticketsIn);
        this.deviceEvents = new DeviceEvents(m, ticketsIn);
        this.attendant = new Attendant(m, configWriter, rounds, handpayKeyOff, hostCashOut);
        m.lockupEnded = rounds::resume;
        m.hostGate.keyOffWith(mm -> attendant.keyOffByHost());
    }

    /** What a power-up resumes besides the state ({@link Startup#recover}). */
    Startup.Resumed resumed() {
        return new Startup.Resumed(player, ticketsOut, ticketsIn);
    }

    Machine.Reply handle(Action action) {
        if (action instanceof Action.InsertBill) {
            // The host gate may have changed on the link thread since the last action (SAS LP 02/06, link up):
            // open the bill gate now rather than at the SAS service's own apply a moment later.
            outputs.apply();
        }
        if (action instanceof Action.PresentationDone p && m.kind() != StateKind.PRESENTING) {
            // Refused below (nothing is paid during a lockup), but remembered: the screen will not report it again.
            rounds.shownWhileHeld(p.roundId());
        }
        String refused = m.hostGate.refusal(Rules.refusal(m.kind(), action), action, m.base, m.gameId);
        if (refused == null) {
            refused = ticketsIn.refusal(action);
        }
        if (refused != null) {
            return m.refuse(refused);
        }
        return switch (action) {
            case Action.ButtonPressed b -> button(b);
            case Action.DoorChanged d -> deviceEvents.door(d.door(), d.open());
            case Action.KeyTurned k -> attendant.key(k.on());
            case Action.BillReported r -> deviceEvents.bill(r.event());
            case Action.PrinterReported r -> ticketsOut.printer(r.event());
            case Action.ServiceCall s -> choice.serviceCall();
            case Action.SelectGame g -> choice.selectGame(g.gameId());
            case Action.ShowGameSelect g -> choice.showGameSelect();
            case Action.SetBetLevel b -> choice.setBetLevel(b.level());
            case Action.BetUp b -> choice.stepBet(+1);
            case Action.BetDown b -> choice.stepBet(-1);
            case Action.MaxBet b -> choice.maxBet();
            case Action.Spin s -> m.base == StateKind.PRESENTING
                ? rounds.presentationDone(m.round.roundId(), "skipped to the end") : rounds.spin();
            case Action.PresentationDone p -> rounds.presentationDone(p.roundId(), "shown");
            case Action.CashOut c -> rounds.cashOut();
            case Action.Help h -> choice.help();
            case Action.Back b -> choice.back();
            case Action.InsertBill b -> deviceEvents.insertBill(b.valueCents());
            case Action.EnterPin p -> attendant.pin(p.pin());
            case Action.KeyOffHandpay k -> attendant.keyOffHandpay();
            case Action.ClearTilt c -> attendant.clearTilt(c.code());
            case Action.ResolveBill r -> attendant.resolveBill(r.stacked());
            case Action.ResolveTicket r -> ticketsOut.resolve(r.printed());
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

    private Machine.Reply button(Action.ButtonPressed b) {
        if (!b.pressed()) {
            return new Machine.Reply(true, "");
        }
        if (m.session != null) {
            return attendant.buttonTest(b.button());
        }
        Action a = Rules.actionOf(b.button());
        if (b.button() == Button.GAME_SELECT && m.base == StateKind.GAME_SELECT) {
            a = new Action.Back();
        }
        return handle(a);
    }
}
