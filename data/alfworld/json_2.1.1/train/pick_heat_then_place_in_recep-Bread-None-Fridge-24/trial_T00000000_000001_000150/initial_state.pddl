(define (problem plan_trial_T00000000_000001_000150)
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
        BreadType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        KnifeType - otype
        LettuceType - otype
        PanType - otype
        PotatoType - otype
        SaltShakerType - otype
        Bread_bar__minus_02_dot_61_bar__plus_01_dot_42_bar__plus_00_dot_43 - object
        Bread_bar__minus_02_dot_57_bar__plus_01_dot_35_bar__plus_02_dot_13 - object
        ButterKnife_bar__plus_01_dot_81_bar__plus_00_dot_59_bar__plus_00_dot_15 - object
        DishSponge_bar__plus_00_dot_34_bar__plus_00_dot_04_bar__minus_02_dot_53 - object
        Knife_bar__minus_01_dot_42_bar__plus_00_dot_59_bar__plus_01_dot_89 - object
        Knife_bar__minus_02_dot_67_bar__plus_01_dot_05_bar__plus_02_dot_44 - object
        Lettuce_bar__minus_00_dot_91_bar__plus_01_dot_33_bar__minus_01_dot_03 - object
        Pan_bar__plus_02_dot_57_bar__plus_00_dot_83_bar__minus_00_dot_90 - object
        Pan_bar__plus_01_dot_29_bar__plus_00_dot_03_bar__minus_00_dot_04 - object
        Potato_bar__minus_01_dot_81_bar__plus_00_dot_98_bar__minus_02_dot_70 - object
        SaltShaker_bar__minus_02_dot_66_bar__plus_00_dot_18_bar__plus_02_dot_94 - object
        Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69 - receptacle
        Cabinet_bar__minus_01_dot_10_bar__plus_01_dot_93_bar__plus_03_dot_73 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69 - receptacle
        Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 - receptacle
        CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37 - receptacle
        DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32 - receptacle
        Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98 - receptacle
        Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 - receptacle
        Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 - receptacle
        Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin - receptacle
        loc_bar_0_bar_7_bar_2_bar_30 - location
        loc_bar_1_bar_10_bar_1_bar_30 - location
        loc_bar_3_bar_7_bar_3_bar_30 - location
        loc_bar__minus_1_bar_12_bar_1_bar_30 - location
        loc_bar__minus_4_bar_8_bar_2_bar_30 - location
        loc_bar__minus_5_bar_13_bar_3_bar_30 - location
        loc_bar__minus_5_bar_8_bar_3_bar_30 - location
        loc_bar__minus_6_bar_13_bar_0_bar_0 - location
        loc_bar__minus_6_bar_13_bar_0_bar_30 - location
        loc_bar__minus_6_bar_13_bar_0_bar__minus_30 - location
        loc_bar__minus_7_bar_11_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_6_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_7_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_9_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_3_bar_7_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69 loc_bar__minus_1_bar_12_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69)
        (receptacleType Cabinet_bar__minus_01_dot_10_bar__plus_01_dot_93_bar__plus_03_dot_73 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_10_bar__plus_01_dot_93_bar__plus_03_dot_73 loc_bar__minus_6_bar_13_bar_0_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_10_bar__plus_01_dot_93_bar__plus_03_dot_73)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68 loc_bar__minus_5_bar_8_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57 loc_bar__minus_7_bar_11_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69 loc_bar__minus_7_bar_6_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69 loc_bar__minus_7_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69)
        (receptacleType Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 loc_bar__minus_5_bar_13_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17)
        (receptacleType CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37 loc_bar_1_bar_10_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98 loc_bar_0_bar_7_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98)
        (receptacleType Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13)
        (receptacleType Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 loc_bar__minus_6_bar_13_bar_0_bar_0)
        (openable Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88)
        (receptacleType Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin loc_bar__minus_6_bar_13_bar_0_bar_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SaltShakerType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain FridgeType BreadType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotatoType)
        (objectType Bread_bar__minus_02_dot_61_bar__plus_01_dot_42_bar__plus_00_dot_43 BreadType)
        (inReceptacle Bread_bar__minus_02_dot_61_bar__plus_01_dot_42_bar__plus_00_dot_43 Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88)
        (objectAtLocation Bread_bar__minus_02_dot_61_bar__plus_01_dot_42_bar__plus_00_dot_43 loc_bar__minus_6_bar_13_bar_0_bar_0)
        (pickupable Bread_bar__minus_02_dot_61_bar__plus_01_dot_42_bar__plus_00_dot_43)
        (heatable Bread_bar__minus_02_dot_61_bar__plus_01_dot_42_bar__plus_00_dot_43)
        (coolable Bread_bar__minus_02_dot_61_bar__plus_01_dot_42_bar__plus_00_dot_43)
        (sliceable Bread_bar__minus_02_dot_61_bar__plus_01_dot_42_bar__plus_00_dot_43)
        (objectType Bread_bar__minus_02_dot_57_bar__plus_01_dot_35_bar__plus_02_dot_13 BreadType)
        (inReceptacle Bread_bar__minus_02_dot_57_bar__plus_01_dot_35_bar__plus_02_dot_13 Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88)
        (objectAtLocation Bread_bar__minus_02_dot_57_bar__plus_01_dot_35_bar__plus_02_dot_13 loc_bar__minus_6_bar_13_bar_0_bar_0)
        (pickupable Bread_bar__minus_02_dot_57_bar__plus_01_dot_35_bar__plus_02_dot_13)
        (heatable Bread_bar__minus_02_dot_57_bar__plus_01_dot_35_bar__plus_02_dot_13)
        (coolable Bread_bar__minus_02_dot_57_bar__plus_01_dot_35_bar__plus_02_dot_13)
        (sliceable Bread_bar__minus_02_dot_57_bar__plus_01_dot_35_bar__plus_02_dot_13)
        (objectType ButterKnife_bar__plus_01_dot_81_bar__plus_00_dot_59_bar__plus_00_dot_15 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_01_dot_81_bar__plus_00_dot_59_bar__plus_00_dot_15 Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin)
        (objectAtLocation ButterKnife_bar__plus_01_dot_81_bar__plus_00_dot_59_bar__plus_00_dot_15 loc_bar__minus_6_bar_13_bar_0_bar_30)
        (pickupable ButterKnife_bar__plus_01_dot_81_bar__plus_00_dot_59_bar__plus_00_dot_15)
        (cleanable ButterKnife_bar__plus_01_dot_81_bar__plus_00_dot_59_bar__plus_00_dot_15)
        (objectType DishSponge_bar__plus_00_dot_34_bar__plus_00_dot_04_bar__minus_02_dot_53 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_34_bar__plus_00_dot_04_bar__minus_02_dot_53 Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin)
        (objectAtLocation DishSponge_bar__plus_00_dot_34_bar__plus_00_dot_04_bar__minus_02_dot_53 loc_bar__minus_6_bar_13_bar_0_bar_30)
        (pickupable DishSponge_bar__plus_00_dot_34_bar__plus_00_dot_04_bar__minus_02_dot_53)
        (cleanable DishSponge_bar__plus_00_dot_34_bar__plus_00_dot_04_bar__minus_02_dot_53)
        (objectType Knife_bar__minus_01_dot_42_bar__plus_00_dot_59_bar__plus_01_dot_89 KnifeType)
        (inReceptacle Knife_bar__minus_01_dot_42_bar__plus_00_dot_59_bar__plus_01_dot_89 Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin)
        (objectAtLocation Knife_bar__minus_01_dot_42_bar__plus_00_dot_59_bar__plus_01_dot_89 loc_bar__minus_6_bar_13_bar_0_bar_30)
        (pickupable Knife_bar__minus_01_dot_42_bar__plus_00_dot_59_bar__plus_01_dot_89)
        (cleanable Knife_bar__minus_01_dot_42_bar__plus_00_dot_59_bar__plus_01_dot_89)
        (objectType Knife_bar__minus_02_dot_67_bar__plus_01_dot_05_bar__plus_02_dot_44 KnifeType)
        (inReceptacle Knife_bar__minus_02_dot_67_bar__plus_01_dot_05_bar__plus_02_dot_44 Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98)
        (objectAtLocation Knife_bar__minus_02_dot_67_bar__plus_01_dot_05_bar__plus_02_dot_44 loc_bar_0_bar_7_bar_2_bar_30)
        (pickupable Knife_bar__minus_02_dot_67_bar__plus_01_dot_05_bar__plus_02_dot_44)
        (cleanable Knife_bar__minus_02_dot_67_bar__plus_01_dot_05_bar__plus_02_dot_44)
        (objectType Lettuce_bar__minus_00_dot_91_bar__plus_01_dot_33_bar__minus_01_dot_03 LettuceType)
        (inReceptacle Lettuce_bar__minus_00_dot_91_bar__plus_01_dot_33_bar__minus_01_dot_03 Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__minus_00_dot_91_bar__plus_01_dot_33_bar__minus_01_dot_03 loc_bar__minus_6_bar_13_bar_0_bar_30)
        (pickupable Lettuce_bar__minus_00_dot_91_bar__plus_01_dot_33_bar__minus_01_dot_03)
        (cleanable Lettuce_bar__minus_00_dot_91_bar__plus_01_dot_33_bar__minus_01_dot_03)
        (coolable Lettuce_bar__minus_00_dot_91_bar__plus_01_dot_33_bar__minus_01_dot_03)
        (sliceable Lettuce_bar__minus_00_dot_91_bar__plus_01_dot_33_bar__minus_01_dot_03)
        (objectType Pan_bar__plus_02_dot_57_bar__plus_00_dot_83_bar__minus_00_dot_90 PanType)
        (inReceptacle Pan_bar__plus_02_dot_57_bar__plus_00_dot_83_bar__minus_00_dot_90 Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin)
        (objectAtLocation Pan_bar__plus_02_dot_57_bar__plus_00_dot_83_bar__minus_00_dot_90 loc_bar__minus_6_bar_13_bar_0_bar_30)
        (pickupable Pan_bar__plus_02_dot_57_bar__plus_00_dot_83_bar__minus_00_dot_90)
        (cleanable Pan_bar__plus_02_dot_57_bar__plus_00_dot_83_bar__minus_00_dot_90)
        (coolable Pan_bar__plus_02_dot_57_bar__plus_00_dot_83_bar__minus_00_dot_90)
        (isReceptacleObject Pan_bar__plus_02_dot_57_bar__plus_00_dot_83_bar__minus_00_dot_90)
        (objectType Pan_bar__plus_01_dot_29_bar__plus_00_dot_03_bar__minus_00_dot_04 PanType)
        (inReceptacle Pan_bar__plus_01_dot_29_bar__plus_00_dot_03_bar__minus_00_dot_04 Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68)
        (objectAtLocation Pan_bar__plus_01_dot_29_bar__plus_00_dot_03_bar__minus_00_dot_04 loc_bar__minus_5_bar_8_bar_3_bar_30)
        (pickupable Pan_bar__plus_01_dot_29_bar__plus_00_dot_03_bar__minus_00_dot_04)
        (cleanable Pan_bar__plus_01_dot_29_bar__plus_00_dot_03_bar__minus_00_dot_04)
        (coolable Pan_bar__plus_01_dot_29_bar__plus_00_dot_03_bar__minus_00_dot_04)
        (isReceptacleObject Pan_bar__plus_01_dot_29_bar__plus_00_dot_03_bar__minus_00_dot_04)
        (objectType Potato_bar__minus_01_dot_81_bar__plus_00_dot_98_bar__minus_02_dot_70 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_81_bar__plus_00_dot_98_bar__minus_02_dot_70 Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin)
        (objectAtLocation Potato_bar__minus_01_dot_81_bar__plus_00_dot_98_bar__minus_02_dot_70 loc_bar__minus_6_bar_13_bar_0_bar_30)
        (pickupable Potato_bar__minus_01_dot_81_bar__plus_00_dot_98_bar__minus_02_dot_70)
        (cleanable Potato_bar__minus_01_dot_81_bar__plus_00_dot_98_bar__minus_02_dot_70)
        (heatable Potato_bar__minus_01_dot_81_bar__plus_00_dot_98_bar__minus_02_dot_70)
        (coolable Potato_bar__minus_01_dot_81_bar__plus_00_dot_98_bar__minus_02_dot_70)
        (sliceable Potato_bar__minus_01_dot_81_bar__plus_00_dot_98_bar__minus_02_dot_70)
        (objectType SaltShaker_bar__minus_02_dot_66_bar__plus_00_dot_18_bar__plus_02_dot_94 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_02_dot_66_bar__plus_00_dot_18_bar__plus_02_dot_94 Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69)
        (objectAtLocation SaltShaker_bar__minus_02_dot_66_bar__plus_00_dot_18_bar__plus_02_dot_94 loc_bar__minus_7_bar_6_bar_3_bar__minus_30)
        (pickupable SaltShaker_bar__minus_02_dot_66_bar__plus_00_dot_18_bar__plus_02_dot_94)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
