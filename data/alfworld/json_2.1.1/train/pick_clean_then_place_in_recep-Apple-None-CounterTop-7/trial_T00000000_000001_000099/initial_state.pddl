(define (problem plan_trial_T00000000_000001_000099)
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
        AppleType - otype
        BreadType - otype
        ButterKnifeType - otype
        KettleType - otype
        KnifeType - otype
        LettuceType - otype
        PotatoType - otype
        SpoonType - otype
        Apple_bar__minus_02_dot_67_bar__plus_01_dot_18_bar__minus_00_dot_25 - object
        Apple_bar__minus_01_dot_47_bar__plus_01_dot_27_bar__plus_01_dot_44 - object
        Bread_bar__minus_02_dot_35_bar__plus_00_dot_80_bar__minus_02_dot_98 - object
        Bread_bar__plus_01_dot_19_bar__plus_00_dot_20_bar__minus_02_dot_88 - object
        Kettle_bar__plus_02_dot_40_bar__plus_01_dot_23_bar__plus_01_dot_50 - object
        Lettuce_bar__minus_01_dot_22_bar__plus_00_dot_11_bar__plus_02_dot_35 - object
        Potato_bar__minus_00_dot_42_bar__plus_00_dot_82_bar__minus_01_dot_71 - object
        Potato_bar__minus_02_dot_59_bar__plus_01_dot_15_bar__minus_01_dot_02 - object
        Spoon_bar__plus_01_dot_96_bar__plus_01_dot_20_bar__minus_02_dot_09 - object
        Cabinet_bar__plus_00_dot_38_bar__plus_00_dot_37_bar__minus_01_dot_24 - receptacle
        Cabinet_bar__plus_01_dot_45_bar__plus_02_dot_26_bar__minus_01_dot_54 - receptacle
        Cabinet_bar__minus_02_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_54 - receptacle
        CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61 - receptacle
        DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21 - receptacle
        Drawer_bar__plus_00_dot_60_bar__plus_00_dot_68_bar__minus_01_dot_40 - receptacle
        Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_3_bar_2_bar_30 - location
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_3_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar__minus_11_bar_1_bar_1_bar_30 - location
        loc_bar__minus_11_bar_8_bar_0_bar_30 - location
        loc_bar__minus_11_bar__minus_4_bar_1_bar_30 - location
        loc_bar__minus_11_bar__minus_5_bar_1_bar__minus_30 - location
        loc_bar__minus_1_bar__minus_1_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_11_bar_1_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_38_bar__plus_00_dot_37_bar__minus_01_dot_24 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_38_bar__plus_00_dot_37_bar__minus_01_dot_24 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_38_bar__plus_00_dot_37_bar__minus_01_dot_24)
        (receptacleType Cabinet_bar__plus_01_dot_45_bar__plus_02_dot_26_bar__minus_01_dot_54 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_45_bar__plus_02_dot_26_bar__minus_01_dot_54 loc_bar_3_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_45_bar__plus_02_dot_26_bar__minus_01_dot_54)
        (receptacleType Cabinet_bar__minus_02_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_54 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_54 loc_bar__minus_11_bar__minus_5_bar_1_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (receptacleType CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61 loc_bar__minus_11_bar__minus_4_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_60_bar__plus_00_dot_68_bar__minus_01_dot_40 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_60_bar__plus_00_dot_68_bar__minus_01_dot_40 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_60_bar__plus_00_dot_68_bar__minus_01_dot_40)
        (receptacleType Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin loc_bar_0_bar__minus_3_bar_2_bar_30)
        (canContain CabinetType KettleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (objectType Apple_bar__minus_02_dot_67_bar__plus_01_dot_18_bar__minus_00_dot_25 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_67_bar__plus_01_dot_18_bar__minus_00_dot_25 Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin)
        (objectAtLocation Apple_bar__minus_02_dot_67_bar__plus_01_dot_18_bar__minus_00_dot_25 loc_bar_0_bar__minus_3_bar_2_bar_30)
        (pickupable Apple_bar__minus_02_dot_67_bar__plus_01_dot_18_bar__minus_00_dot_25)
        (cleanable Apple_bar__minus_02_dot_67_bar__plus_01_dot_18_bar__minus_00_dot_25)
        (heatable Apple_bar__minus_02_dot_67_bar__plus_01_dot_18_bar__minus_00_dot_25)
        (coolable Apple_bar__minus_02_dot_67_bar__plus_01_dot_18_bar__minus_00_dot_25)
        (sliceable Apple_bar__minus_02_dot_67_bar__plus_01_dot_18_bar__minus_00_dot_25)
        (objectType Apple_bar__minus_01_dot_47_bar__plus_01_dot_27_bar__plus_01_dot_44 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_47_bar__plus_01_dot_27_bar__plus_01_dot_44 DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21)
        (objectAtLocation Apple_bar__minus_01_dot_47_bar__plus_01_dot_27_bar__plus_01_dot_44 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (pickupable Apple_bar__minus_01_dot_47_bar__plus_01_dot_27_bar__plus_01_dot_44)
        (cleanable Apple_bar__minus_01_dot_47_bar__plus_01_dot_27_bar__plus_01_dot_44)
        (heatable Apple_bar__minus_01_dot_47_bar__plus_01_dot_27_bar__plus_01_dot_44)
        (coolable Apple_bar__minus_01_dot_47_bar__plus_01_dot_27_bar__plus_01_dot_44)
        (sliceable Apple_bar__minus_01_dot_47_bar__plus_01_dot_27_bar__plus_01_dot_44)
        (objectType Bread_bar__minus_02_dot_35_bar__plus_00_dot_80_bar__minus_02_dot_98 BreadType)
        (inReceptacle Bread_bar__minus_02_dot_35_bar__plus_00_dot_80_bar__minus_02_dot_98 DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21)
        (objectAtLocation Bread_bar__minus_02_dot_35_bar__plus_00_dot_80_bar__minus_02_dot_98 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (pickupable Bread_bar__minus_02_dot_35_bar__plus_00_dot_80_bar__minus_02_dot_98)
        (heatable Bread_bar__minus_02_dot_35_bar__plus_00_dot_80_bar__minus_02_dot_98)
        (coolable Bread_bar__minus_02_dot_35_bar__plus_00_dot_80_bar__minus_02_dot_98)
        (sliceable Bread_bar__minus_02_dot_35_bar__plus_00_dot_80_bar__minus_02_dot_98)
        (objectType Bread_bar__plus_01_dot_19_bar__plus_00_dot_20_bar__minus_02_dot_88 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_19_bar__plus_00_dot_20_bar__minus_02_dot_88 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61)
        (objectAtLocation Bread_bar__plus_01_dot_19_bar__plus_00_dot_20_bar__minus_02_dot_88 loc_bar__minus_11_bar__minus_4_bar_1_bar_30)
        (pickupable Bread_bar__plus_01_dot_19_bar__plus_00_dot_20_bar__minus_02_dot_88)
        (heatable Bread_bar__plus_01_dot_19_bar__plus_00_dot_20_bar__minus_02_dot_88)
        (coolable Bread_bar__plus_01_dot_19_bar__plus_00_dot_20_bar__minus_02_dot_88)
        (sliceable Bread_bar__plus_01_dot_19_bar__plus_00_dot_20_bar__minus_02_dot_88)
        (objectType Kettle_bar__plus_02_dot_40_bar__plus_01_dot_23_bar__plus_01_dot_50 KettleType)
        (inReceptacle Kettle_bar__plus_02_dot_40_bar__plus_01_dot_23_bar__plus_01_dot_50 Cabinet_bar__plus_01_dot_45_bar__plus_02_dot_26_bar__minus_01_dot_54)
        (objectAtLocation Kettle_bar__plus_02_dot_40_bar__plus_01_dot_23_bar__plus_01_dot_50 loc_bar_3_bar__minus_2_bar_2_bar__minus_30)
        (pickupable Kettle_bar__plus_02_dot_40_bar__plus_01_dot_23_bar__plus_01_dot_50)
        (cleanable Kettle_bar__plus_02_dot_40_bar__plus_01_dot_23_bar__plus_01_dot_50)
        (objectType Lettuce_bar__minus_01_dot_22_bar__plus_00_dot_11_bar__plus_02_dot_35 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_22_bar__plus_00_dot_11_bar__plus_02_dot_35 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61)
        (objectAtLocation Lettuce_bar__minus_01_dot_22_bar__plus_00_dot_11_bar__plus_02_dot_35 loc_bar__minus_11_bar__minus_4_bar_1_bar_30)
        (pickupable Lettuce_bar__minus_01_dot_22_bar__plus_00_dot_11_bar__plus_02_dot_35)
        (cleanable Lettuce_bar__minus_01_dot_22_bar__plus_00_dot_11_bar__plus_02_dot_35)
        (coolable Lettuce_bar__minus_01_dot_22_bar__plus_00_dot_11_bar__plus_02_dot_35)
        (sliceable Lettuce_bar__minus_01_dot_22_bar__plus_00_dot_11_bar__plus_02_dot_35)
        (objectType Potato_bar__minus_00_dot_42_bar__plus_00_dot_82_bar__minus_01_dot_71 PotatoType)
        (inReceptacle Potato_bar__minus_00_dot_42_bar__plus_00_dot_82_bar__minus_01_dot_71 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61)
        (objectAtLocation Potato_bar__minus_00_dot_42_bar__plus_00_dot_82_bar__minus_01_dot_71 loc_bar__minus_11_bar__minus_4_bar_1_bar_30)
        (pickupable Potato_bar__minus_00_dot_42_bar__plus_00_dot_82_bar__minus_01_dot_71)
        (cleanable Potato_bar__minus_00_dot_42_bar__plus_00_dot_82_bar__minus_01_dot_71)
        (heatable Potato_bar__minus_00_dot_42_bar__plus_00_dot_82_bar__minus_01_dot_71)
        (coolable Potato_bar__minus_00_dot_42_bar__plus_00_dot_82_bar__minus_01_dot_71)
        (sliceable Potato_bar__minus_00_dot_42_bar__plus_00_dot_82_bar__minus_01_dot_71)
        (objectType Potato_bar__minus_02_dot_59_bar__plus_01_dot_15_bar__minus_01_dot_02 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_59_bar__plus_01_dot_15_bar__minus_01_dot_02 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61)
        (objectAtLocation Potato_bar__minus_02_dot_59_bar__plus_01_dot_15_bar__minus_01_dot_02 loc_bar__minus_11_bar__minus_4_bar_1_bar_30)
        (pickupable Potato_bar__minus_02_dot_59_bar__plus_01_dot_15_bar__minus_01_dot_02)
        (cleanable Potato_bar__minus_02_dot_59_bar__plus_01_dot_15_bar__minus_01_dot_02)
        (heatable Potato_bar__minus_02_dot_59_bar__plus_01_dot_15_bar__minus_01_dot_02)
        (coolable Potato_bar__minus_02_dot_59_bar__plus_01_dot_15_bar__minus_01_dot_02)
        (sliceable Potato_bar__minus_02_dot_59_bar__plus_01_dot_15_bar__minus_01_dot_02)
        (objectType Spoon_bar__plus_01_dot_96_bar__plus_01_dot_20_bar__minus_02_dot_09 SpoonType)
        (inReceptacle Spoon_bar__plus_01_dot_96_bar__plus_01_dot_20_bar__minus_02_dot_09 DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21)
        (objectAtLocation Spoon_bar__plus_01_dot_96_bar__plus_01_dot_20_bar__minus_02_dot_09 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (pickupable Spoon_bar__plus_01_dot_96_bar__plus_01_dot_20_bar__minus_02_dot_09)
        (cleanable Spoon_bar__plus_01_dot_96_bar__plus_01_dot_20_bar__minus_02_dot_09)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
