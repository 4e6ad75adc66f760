import DuoGuide
import Foundation
let (corpus, diags) = Compiler.compile(contentDirectory: URL(fileURLWithPath: "Content"), displayRoot: "Content")
for d in diags { FileHandle.standardError.write((d.description + "\n").data(using: .utf8)!) }
if let c = corpus { print(JSONExporter().export(c).serialized(pretty: true)) }
