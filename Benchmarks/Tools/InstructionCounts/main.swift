// Repeats one benchmark case, for instruction counts under callgrind:
//
//     InstructionCounts <case name> <calls>
//     InstructionCounts --list
//
// `callgrind.sh` runs a case twice with different numbers of calls and reports the difference
// per call and per item, which leaves out the start-up and the input generation.
import BenchmarkSupport
import ColdMeasurementSupport

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--list" || arguments.isEmpty {
    for c in LayoutCase.all { print(c.name) }
    for c in PipelineCase.all { print(c.name) }
    for c in ColdCase.all { print(c.name) }
    for c in FieldCase.all { print(c.name) }
} else {
    let name = arguments.first!
    let calls = arguments.count > 1 ? Int(arguments[arguments.startIndex + 1])! : 1
    var checksum = 0
    if let c = LayoutCase.all.first(where: { $0.name == name }) {
        let run = c.makeRunner()
        for call in 0..<calls { checksum &+= run(call) }
    } else if let c = PipelineCase.all.first(where: { $0.name == name }) {
        let run = c.makeRunner()
        for call in 0..<calls { checksum &+= run(call) }
    } else if let c = ColdCase.all.first(where: { $0.name == name }) {
        let run = c.makeRunner()
        for call in 0..<calls { checksum &+= run(call) }
    } else if let c = FieldCase.all.first(where: { $0.name == name }) {
        let run = c.makeRunner()
        for call in 0..<calls { checksum &+= run(call) }
    } else {
        print("no case named \(name)")
    }
    print(checksum)
}
