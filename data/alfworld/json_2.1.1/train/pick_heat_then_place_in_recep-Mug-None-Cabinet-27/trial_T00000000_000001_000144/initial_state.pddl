(define (problem plan_trial_T00000000_000001_000144)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        LadleType - otype
        LettuceType - otype
        MugType - otype
        PotatoType - otype
        Mug_bar__plus_02_dot_12_bar__plus_00_dot_23_bar__plus_00_dot_98 - object
        Mug_bar__minus_00_dot_38_bar__plus_00_dot_85_bar__plus_02_dot_49 - object
        Mug_bar__plus_02_dot_95_bar__plus_00_dot_36_bar__plus_00_dot_58 - object
        ButterKnife_bar__minus_02_dot_06_bar__plus_00_dot_81_bar__plus_01_dot_94 - object
        Cup_bar__plus_02_dot_59_bar__plus_01_dot_02_bar__plus_00_dot_97 - object
        Cup_bar__minus_01_dot_42_bar__plus_00_dot_44_bar__minus_01_dot_67 - object
        Ladle_bar__plus_00_dot_96_bar__plus_00_dot_94_bar__plus_01_dot_96 - object
        Ladle_bar__plus_00_dot_20_bar__plus_01_dot_05_bar__plus_00_dot_62 - object
        Lettuce_bar__plus_02_dot_88_bar__plus_01_dot_02_bar__minus_00_dot_72 - object
        Lettuce_bar__plus_00_dot_05_bar__plus_01_dot_27_bar__plus_00_dot_85 - object
        Potato_bar__minus_02_dot_60_bar__plus_01_dot_39_bar__plus_01_dot_48 - object
        Potato_bar__minus_01_dot_48_bar__plus_00_dot_41_bar__minus_01_dot_85 - object
        Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 - receptacle
        Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 - receptacle
        CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 - receptacle
        DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 - receptacle
        Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 - receptacle
        Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 - receptacle
        Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin - receptacle
        loc_bar_1_bar_6_bar_0_bar_30 - location
        loc_bar_2_bar_3_bar_3_bar_30 - location
        loc_bar_2_bar_8_bar_3_bar_30 - location
        loc_bar_3_bar_4_bar_1_bar_30 - location
        loc_bar_3_bar_5_bar_1_bar_0 - location
        loc_bar_3_bar_6_bar_0_bar_30 - location
        loc_bar_3_bar_6_bar_1_bar_30 - location
        loc_bar_3_bar_8_bar_3_bar_30 - location
        loc_bar_4_bar_6_bar_0_bar_30 - location
        loc_bar_4_bar_8_bar_0_bar_30 - location
        loc_bar_5_bar_1_bar_1_bar_0 - location
        loc_bar_5_bar_7_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar_6_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar_4_bar_6_bar_0_bar_30)
        (openable Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar_3_bar_6_bar_0_bar_30)
        (openable Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 loc_bar_3_bar_4_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87)
        (receptacleType Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35 loc_bar_3_bar_6_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 loc_bar_5_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 loc_bar_3_bar_5_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77)
        (receptacleType CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 loc_bar_5_bar_7_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 loc_bar_2_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 loc_bar_3_bar_8_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (receptacleType Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 loc_bar_2_bar_8_bar_3_bar_30)
        (openable Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (receptacleType Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin loc_bar_4_bar_8_bar_0_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType LadleType)
        (canContain CabinetType MugType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PotatoType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LadleType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PotatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType LadleType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotatoType)
        (objectType Mug_bar__plus_02_dot_12_bar__plus_00_dot_23_bar__plus_00_dot_98 MugType)
        (inReceptacle Mug_bar__plus_02_dot_12_bar__plus_00_dot_23_bar__plus_00_dot_98 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Mug_bar__plus_02_dot_12_bar__plus_00_dot_23_bar__plus_00_dot_98 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Mug_bar__plus_02_dot_12_bar__plus_00_dot_23_bar__plus_00_dot_98)
        (cleanable Mug_bar__plus_02_dot_12_bar__plus_00_dot_23_bar__plus_00_dot_98)
        (heatable Mug_bar__plus_02_dot_12_bar__plus_00_dot_23_bar__plus_00_dot_98)
        (coolable Mug_bar__plus_02_dot_12_bar__plus_00_dot_23_bar__plus_00_dot_98)
        (isReceptacleObject Mug_bar__plus_02_dot_12_bar__plus_00_dot_23_bar__plus_00_dot_98)
        (objectType Mug_bar__minus_00_dot_38_bar__plus_00_dot_85_bar__plus_02_dot_49 MugType)
        (inReceptacle Mug_bar__minus_00_dot_38_bar__plus_00_dot_85_bar__plus_02_dot_49 CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67)
        (objectAtLocation Mug_bar__minus_00_dot_38_bar__plus_00_dot_85_bar__plus_02_dot_49 loc_bar_5_bar_7_bar_1_bar_30)
        (pickupable Mug_bar__minus_00_dot_38_bar__plus_00_dot_85_bar__plus_02_dot_49)
        (cleanable Mug_bar__minus_00_dot_38_bar__plus_00_dot_85_bar__plus_02_dot_49)
        (heatable Mug_bar__minus_00_dot_38_bar__plus_00_dot_85_bar__plus_02_dot_49)
        (coolable Mug_bar__minus_00_dot_38_bar__plus_00_dot_85_bar__plus_02_dot_49)
        (isReceptacleObject Mug_bar__minus_00_dot_38_bar__plus_00_dot_85_bar__plus_02_dot_49)
        (objectType Mug_bar__plus_02_dot_95_bar__plus_00_dot_36_bar__plus_00_dot_58 MugType)
        (inReceptacle Mug_bar__plus_02_dot_95_bar__plus_00_dot_36_bar__plus_00_dot_58 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Mug_bar__plus_02_dot_95_bar__plus_00_dot_36_bar__plus_00_dot_58 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Mug_bar__plus_02_dot_95_bar__plus_00_dot_36_bar__plus_00_dot_58)
        (cleanable Mug_bar__plus_02_dot_95_bar__plus_00_dot_36_bar__plus_00_dot_58)
        (heatable Mug_bar__plus_02_dot_95_bar__plus_00_dot_36_bar__plus_00_dot_58)
        (coolable Mug_bar__plus_02_dot_95_bar__plus_00_dot_36_bar__plus_00_dot_58)
        (isReceptacleObject Mug_bar__plus_02_dot_95_bar__plus_00_dot_36_bar__plus_00_dot_58)
        (objectType ButterKnife_bar__minus_02_dot_06_bar__plus_00_dot_81_bar__plus_01_dot_94 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_02_dot_06_bar__plus_00_dot_81_bar__plus_01_dot_94 Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (objectAtLocation ButterKnife_bar__minus_02_dot_06_bar__plus_00_dot_81_bar__plus_01_dot_94 loc_bar_3_bar_8_bar_3_bar_30)
        (pickupable ButterKnife_bar__minus_02_dot_06_bar__plus_00_dot_81_bar__plus_01_dot_94)
        (cleanable ButterKnife_bar__minus_02_dot_06_bar__plus_00_dot_81_bar__plus_01_dot_94)
        (objectType Cup_bar__plus_02_dot_59_bar__plus_01_dot_02_bar__plus_00_dot_97 CupType)
        (inReceptacle Cup_bar__plus_02_dot_59_bar__plus_01_dot_02_bar__plus_00_dot_97 Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87)
        (objectAtLocation Cup_bar__plus_02_dot_59_bar__plus_01_dot_02_bar__plus_00_dot_97 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable Cup_bar__plus_02_dot_59_bar__plus_01_dot_02_bar__plus_00_dot_97)
        (cleanable Cup_bar__plus_02_dot_59_bar__plus_01_dot_02_bar__plus_00_dot_97)
        (heatable Cup_bar__plus_02_dot_59_bar__plus_01_dot_02_bar__plus_00_dot_97)
        (coolable Cup_bar__plus_02_dot_59_bar__plus_01_dot_02_bar__plus_00_dot_97)
        (isReceptacleObject Cup_bar__plus_02_dot_59_bar__plus_01_dot_02_bar__plus_00_dot_97)
        (objectType Cup_bar__minus_01_dot_42_bar__plus_00_dot_44_bar__minus_01_dot_67 CupType)
        (inReceptacle Cup_bar__minus_01_dot_42_bar__plus_00_dot_44_bar__minus_01_dot_67 Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87)
        (objectAtLocation Cup_bar__minus_01_dot_42_bar__plus_00_dot_44_bar__minus_01_dot_67 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable Cup_bar__minus_01_dot_42_bar__plus_00_dot_44_bar__minus_01_dot_67)
        (cleanable Cup_bar__minus_01_dot_42_bar__plus_00_dot_44_bar__minus_01_dot_67)
        (heatable Cup_bar__minus_01_dot_42_bar__plus_00_dot_44_bar__minus_01_dot_67)
        (coolable Cup_bar__minus_01_dot_42_bar__plus_00_dot_44_bar__minus_01_dot_67)
        (isReceptacleObject Cup_bar__minus_01_dot_42_bar__plus_00_dot_44_bar__minus_01_dot_67)
        (objectType Ladle_bar__plus_00_dot_96_bar__plus_00_dot_94_bar__plus_01_dot_96 LadleType)
        (inReceptacle Ladle_bar__plus_00_dot_96_bar__plus_00_dot_94_bar__plus_01_dot_96 CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67)
        (objectAtLocation Ladle_bar__plus_00_dot_96_bar__plus_00_dot_94_bar__plus_01_dot_96 loc_bar_5_bar_7_bar_1_bar_30)
        (pickupable Ladle_bar__plus_00_dot_96_bar__plus_00_dot_94_bar__plus_01_dot_96)
        (cleanable Ladle_bar__plus_00_dot_96_bar__plus_00_dot_94_bar__plus_01_dot_96)
        (objectType Ladle_bar__plus_00_dot_20_bar__plus_01_dot_05_bar__plus_00_dot_62 LadleType)
        (inReceptacle Ladle_bar__plus_00_dot_20_bar__plus_01_dot_05_bar__plus_00_dot_62 Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (objectAtLocation Ladle_bar__plus_00_dot_20_bar__plus_01_dot_05_bar__plus_00_dot_62 loc_bar_3_bar_6_bar_0_bar_30)
        (pickupable Ladle_bar__plus_00_dot_20_bar__plus_01_dot_05_bar__plus_00_dot_62)
        (cleanable Ladle_bar__plus_00_dot_20_bar__plus_01_dot_05_bar__plus_00_dot_62)
        (objectType Lettuce_bar__plus_02_dot_88_bar__plus_01_dot_02_bar__minus_00_dot_72 LettuceType)
        (inReceptacle Lettuce_bar__plus_02_dot_88_bar__plus_01_dot_02_bar__minus_00_dot_72 Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__plus_02_dot_88_bar__plus_01_dot_02_bar__minus_00_dot_72 loc_bar_4_bar_8_bar_0_bar_30)
        (pickupable Lettuce_bar__plus_02_dot_88_bar__plus_01_dot_02_bar__minus_00_dot_72)
        (cleanable Lettuce_bar__plus_02_dot_88_bar__plus_01_dot_02_bar__minus_00_dot_72)
        (coolable Lettuce_bar__plus_02_dot_88_bar__plus_01_dot_02_bar__minus_00_dot_72)
        (sliceable Lettuce_bar__plus_02_dot_88_bar__plus_01_dot_02_bar__minus_00_dot_72)
        (objectType Lettuce_bar__plus_00_dot_05_bar__plus_01_dot_27_bar__plus_00_dot_85 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_05_bar__plus_01_dot_27_bar__plus_00_dot_85 Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__plus_00_dot_05_bar__plus_01_dot_27_bar__plus_00_dot_85 loc_bar_4_bar_8_bar_0_bar_30)
        (pickupable Lettuce_bar__plus_00_dot_05_bar__plus_01_dot_27_bar__plus_00_dot_85)
        (cleanable Lettuce_bar__plus_00_dot_05_bar__plus_01_dot_27_bar__plus_00_dot_85)
        (coolable Lettuce_bar__plus_00_dot_05_bar__plus_01_dot_27_bar__plus_00_dot_85)
        (sliceable Lettuce_bar__plus_00_dot_05_bar__plus_01_dot_27_bar__plus_00_dot_85)
        (objectType Potato_bar__minus_02_dot_60_bar__plus_01_dot_39_bar__plus_01_dot_48 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_60_bar__plus_01_dot_39_bar__plus_01_dot_48 CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67)
        (objectAtLocation Potato_bar__minus_02_dot_60_bar__plus_01_dot_39_bar__plus_01_dot_48 loc_bar_5_bar_7_bar_1_bar_30)
        (pickupable Potato_bar__minus_02_dot_60_bar__plus_01_dot_39_bar__plus_01_dot_48)
        (cleanable Potato_bar__minus_02_dot_60_bar__plus_01_dot_39_bar__plus_01_dot_48)
        (heatable Potato_bar__minus_02_dot_60_bar__plus_01_dot_39_bar__plus_01_dot_48)
        (coolable Potato_bar__minus_02_dot_60_bar__plus_01_dot_39_bar__plus_01_dot_48)
        (sliceable Potato_bar__minus_02_dot_60_bar__plus_01_dot_39_bar__plus_01_dot_48)
        (objectType Potato_bar__minus_01_dot_48_bar__plus_00_dot_41_bar__minus_01_dot_85 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_48_bar__plus_00_dot_41_bar__minus_01_dot_85 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Potato_bar__minus_01_dot_48_bar__plus_00_dot_41_bar__minus_01_dot_85 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Potato_bar__minus_01_dot_48_bar__plus_00_dot_41_bar__minus_01_dot_85)
        (cleanable Potato_bar__minus_01_dot_48_bar__plus_00_dot_41_bar__minus_01_dot_85)
        (heatable Potato_bar__minus_01_dot_48_bar__plus_00_dot_41_bar__minus_01_dot_85)
        (coolable Potato_bar__minus_01_dot_48_bar__plus_00_dot_41_bar__minus_01_dot_85)
        (sliceable Potato_bar__minus_01_dot_48_bar__plus_00_dot_41_bar__minus_01_dot_85)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CabinetType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
