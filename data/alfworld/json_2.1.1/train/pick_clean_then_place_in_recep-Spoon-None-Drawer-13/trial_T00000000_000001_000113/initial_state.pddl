(define (problem plan_trial_T00000000_000001_000113)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        CupType - otype
        ForkType - otype
        KnifeType - otype
        PanType - otype
        PotType - otype
        PotatoType - otype
        SpoonType - otype
        Spoon_bar__plus_00_dot_69_bar__plus_00_dot_27_bar__plus_02_dot_93 - object
        Bread_bar__plus_00_dot_76_bar__plus_00_dot_46_bar__minus_02_dot_43 - object
        ButterKnife_bar__minus_00_dot_17_bar__plus_01_dot_32_bar__minus_00_dot_67 - object
        Cup_bar__minus_00_dot_48_bar__plus_00_dot_09_bar__minus_02_dot_10 - object
        Cup_bar__plus_01_dot_90_bar__plus_00_dot_88_bar__plus_02_dot_89 - object
        Fork_bar__plus_01_dot_65_bar__plus_01_dot_24_bar__plus_00_dot_08 - object
        Fork_bar__plus_00_dot_78_bar__plus_01_dot_10_bar__minus_02_dot_74 - object
        Pan_bar__minus_00_dot_95_bar__plus_01_dot_48_bar__minus_00_dot_05 - object
        Pot_bar__plus_00_dot_58_bar__plus_01_dot_31_bar__plus_02_dot_85 - object
        Pot_bar__minus_02_dot_98_bar__plus_00_dot_56_bar__minus_01_dot_62 - object
        Potato_bar__minus_01_dot_15_bar__plus_01_dot_34_bar__plus_01_dot_11 - object
        Potato_bar__minus_02_dot_08_bar__plus_01_dot_30_bar__plus_02_dot_43 - object
        Cabinet_bar__minus_00_dot_64_bar__plus_00_dot_39_bar__plus_04_dot_30 - receptacle
        Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03 - receptacle
        Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09 - receptacle
        Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_02_dot_88 - receptacle
        Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_04_dot_34 - receptacle
        Cabinet_bar__minus_03_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_66 - receptacle
        Cabinet_bar__minus_04_dot_11_bar__plus_01_dot_94_bar__plus_05_dot_32 - receptacle
        CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_80 - receptacle
        CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94 - receptacle
        Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_05_dot_27 - receptacle
        Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_05_dot_92 - receptacle
        Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin - receptacle
        loc_bar_10_bar_3_bar_1_bar_30 - location
        loc_bar__minus_11_bar_17_bar_0_bar_30 - location
        loc_bar__minus_12_bar_12_bar_2_bar_30 - location
        loc_bar__minus_12_bar_12_bar_3_bar_30 - location
        loc_bar__minus_12_bar_13_bar_3_bar_30 - location
        loc_bar__minus_12_bar_17_bar_3_bar_30 - location
        loc_bar__minus_15_bar_14_bar_3_bar_30 - location
        loc_bar__minus_15_bar_19_bar_0_bar_0 - location
        loc_bar__minus_15_bar_19_bar_0_bar_30 - location
        loc_bar__minus_4_bar_21_bar_0_bar_30 - location
        loc_bar__minus_4_bar_24_bar_2_bar_30 - location
        loc_bar__minus_6_bar_17_bar_1_bar_30 - location
        loc_bar__minus_8_bar_10_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_10_bar_3_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_64_bar__plus_00_dot_39_bar__plus_04_dot_30 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_64_bar__plus_00_dot_39_bar__plus_04_dot_30 loc_bar__minus_6_bar_17_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_64_bar__plus_00_dot_39_bar__plus_04_dot_30)
        (receptacleType Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03 loc_bar__minus_11_bar_17_bar_0_bar_30)
        (openable Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03)
        (receptacleType Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09 loc_bar__minus_12_bar_12_bar_2_bar_30)
        (openable Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09)
        (receptacleType Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_02_dot_88 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_02_dot_88 loc_bar__minus_12_bar_13_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_02_dot_88)
        (receptacleType Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_04_dot_34 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_04_dot_34 loc_bar__minus_12_bar_17_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_04_dot_34)
        (receptacleType Cabinet_bar__minus_03_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_66 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_66 loc_bar__minus_12_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_66)
        (receptacleType Cabinet_bar__minus_04_dot_11_bar__plus_01_dot_94_bar__plus_05_dot_32 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_04_dot_11_bar__plus_01_dot_94_bar__plus_05_dot_32 loc_bar__minus_15_bar_19_bar_0_bar_0)
        (openable Cabinet_bar__minus_04_dot_11_bar__plus_01_dot_94_bar__plus_05_dot_32)
        (receptacleType CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_80 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_80 loc_bar__minus_8_bar_10_bar_2_bar_30)
        (receptacleType CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94 loc_bar__minus_15_bar_19_bar_0_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_05_dot_27 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_05_dot_27 loc_bar__minus_4_bar_24_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_05_dot_27)
        (receptacleType Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_05_dot_92 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_05_dot_92 loc_bar__minus_4_bar_21_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_05_dot_92)
        (receptacleType Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin loc_bar__minus_15_bar_14_bar_3_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SpoonType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (objectType Spoon_bar__plus_00_dot_69_bar__plus_00_dot_27_bar__plus_02_dot_93 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_69_bar__plus_00_dot_27_bar__plus_02_dot_93 Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin)
        (objectAtLocation Spoon_bar__plus_00_dot_69_bar__plus_00_dot_27_bar__plus_02_dot_93 loc_bar__minus_15_bar_14_bar_3_bar_30)
        (pickupable Spoon_bar__plus_00_dot_69_bar__plus_00_dot_27_bar__plus_02_dot_93)
        (cleanable Spoon_bar__plus_00_dot_69_bar__plus_00_dot_27_bar__plus_02_dot_93)
        (objectType Bread_bar__plus_00_dot_76_bar__plus_00_dot_46_bar__minus_02_dot_43 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_76_bar__plus_00_dot_46_bar__minus_02_dot_43 CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94)
        (objectAtLocation Bread_bar__plus_00_dot_76_bar__plus_00_dot_46_bar__minus_02_dot_43 loc_bar__minus_15_bar_19_bar_0_bar_30)
        (pickupable Bread_bar__plus_00_dot_76_bar__plus_00_dot_46_bar__minus_02_dot_43)
        (heatable Bread_bar__plus_00_dot_76_bar__plus_00_dot_46_bar__minus_02_dot_43)
        (coolable Bread_bar__plus_00_dot_76_bar__plus_00_dot_46_bar__minus_02_dot_43)
        (sliceable Bread_bar__plus_00_dot_76_bar__plus_00_dot_46_bar__minus_02_dot_43)
        (objectType ButterKnife_bar__minus_00_dot_17_bar__plus_01_dot_32_bar__minus_00_dot_67 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_17_bar__plus_01_dot_32_bar__minus_00_dot_67 CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94)
        (objectAtLocation ButterKnife_bar__minus_00_dot_17_bar__plus_01_dot_32_bar__minus_00_dot_67 loc_bar__minus_15_bar_19_bar_0_bar_30)
        (pickupable ButterKnife_bar__minus_00_dot_17_bar__plus_01_dot_32_bar__minus_00_dot_67)
        (cleanable ButterKnife_bar__minus_00_dot_17_bar__plus_01_dot_32_bar__minus_00_dot_67)
        (objectType Cup_bar__minus_00_dot_48_bar__plus_00_dot_09_bar__minus_02_dot_10 CupType)
        (inReceptacle Cup_bar__minus_00_dot_48_bar__plus_00_dot_09_bar__minus_02_dot_10 Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09)
        (objectAtLocation Cup_bar__minus_00_dot_48_bar__plus_00_dot_09_bar__minus_02_dot_10 loc_bar__minus_12_bar_12_bar_2_bar_30)
        (pickupable Cup_bar__minus_00_dot_48_bar__plus_00_dot_09_bar__minus_02_dot_10)
        (cleanable Cup_bar__minus_00_dot_48_bar__plus_00_dot_09_bar__minus_02_dot_10)
        (heatable Cup_bar__minus_00_dot_48_bar__plus_00_dot_09_bar__minus_02_dot_10)
        (coolable Cup_bar__minus_00_dot_48_bar__plus_00_dot_09_bar__minus_02_dot_10)
        (isReceptacleObject Cup_bar__minus_00_dot_48_bar__plus_00_dot_09_bar__minus_02_dot_10)
        (objectType Cup_bar__plus_01_dot_90_bar__plus_00_dot_88_bar__plus_02_dot_89 CupType)
        (inReceptacle Cup_bar__plus_01_dot_90_bar__plus_00_dot_88_bar__plus_02_dot_89 Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_04_dot_34)
        (objectAtLocation Cup_bar__plus_01_dot_90_bar__plus_00_dot_88_bar__plus_02_dot_89 loc_bar__minus_12_bar_17_bar_3_bar_30)
        (pickupable Cup_bar__plus_01_dot_90_bar__plus_00_dot_88_bar__plus_02_dot_89)
        (cleanable Cup_bar__plus_01_dot_90_bar__plus_00_dot_88_bar__plus_02_dot_89)
        (heatable Cup_bar__plus_01_dot_90_bar__plus_00_dot_88_bar__plus_02_dot_89)
        (coolable Cup_bar__plus_01_dot_90_bar__plus_00_dot_88_bar__plus_02_dot_89)
        (isReceptacleObject Cup_bar__plus_01_dot_90_bar__plus_00_dot_88_bar__plus_02_dot_89)
        (objectType Fork_bar__plus_01_dot_65_bar__plus_01_dot_24_bar__plus_00_dot_08 ForkType)
        (inReceptacle Fork_bar__plus_01_dot_65_bar__plus_01_dot_24_bar__plus_00_dot_08 Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin)
        (objectAtLocation Fork_bar__plus_01_dot_65_bar__plus_01_dot_24_bar__plus_00_dot_08 loc_bar__minus_15_bar_14_bar_3_bar_30)
        (pickupable Fork_bar__plus_01_dot_65_bar__plus_01_dot_24_bar__plus_00_dot_08)
        (cleanable Fork_bar__plus_01_dot_65_bar__plus_01_dot_24_bar__plus_00_dot_08)
        (objectType Fork_bar__plus_00_dot_78_bar__plus_01_dot_10_bar__minus_02_dot_74 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_78_bar__plus_01_dot_10_bar__minus_02_dot_74 Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin)
        (objectAtLocation Fork_bar__plus_00_dot_78_bar__plus_01_dot_10_bar__minus_02_dot_74 loc_bar__minus_15_bar_14_bar_3_bar_30)
        (pickupable Fork_bar__plus_00_dot_78_bar__plus_01_dot_10_bar__minus_02_dot_74)
        (cleanable Fork_bar__plus_00_dot_78_bar__plus_01_dot_10_bar__minus_02_dot_74)
        (objectType Pan_bar__minus_00_dot_95_bar__plus_01_dot_48_bar__minus_00_dot_05 PanType)
        (inReceptacle Pan_bar__minus_00_dot_95_bar__plus_01_dot_48_bar__minus_00_dot_05 Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin)
        (objectAtLocation Pan_bar__minus_00_dot_95_bar__plus_01_dot_48_bar__minus_00_dot_05 loc_bar__minus_15_bar_14_bar_3_bar_30)
        (pickupable Pan_bar__minus_00_dot_95_bar__plus_01_dot_48_bar__minus_00_dot_05)
        (cleanable Pan_bar__minus_00_dot_95_bar__plus_01_dot_48_bar__minus_00_dot_05)
        (coolable Pan_bar__minus_00_dot_95_bar__plus_01_dot_48_bar__minus_00_dot_05)
        (isReceptacleObject Pan_bar__minus_00_dot_95_bar__plus_01_dot_48_bar__minus_00_dot_05)
        (objectType Pot_bar__plus_00_dot_58_bar__plus_01_dot_31_bar__plus_02_dot_85 PotType)
        (inReceptacle Pot_bar__plus_00_dot_58_bar__plus_01_dot_31_bar__plus_02_dot_85 Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03)
        (objectAtLocation Pot_bar__plus_00_dot_58_bar__plus_01_dot_31_bar__plus_02_dot_85 loc_bar__minus_11_bar_17_bar_0_bar_30)
        (pickupable Pot_bar__plus_00_dot_58_bar__plus_01_dot_31_bar__plus_02_dot_85)
        (cleanable Pot_bar__plus_00_dot_58_bar__plus_01_dot_31_bar__plus_02_dot_85)
        (coolable Pot_bar__plus_00_dot_58_bar__plus_01_dot_31_bar__plus_02_dot_85)
        (isReceptacleObject Pot_bar__plus_00_dot_58_bar__plus_01_dot_31_bar__plus_02_dot_85)
        (objectType Pot_bar__minus_02_dot_98_bar__plus_00_dot_56_bar__minus_01_dot_62 PotType)
        (inReceptacle Pot_bar__minus_02_dot_98_bar__plus_00_dot_56_bar__minus_01_dot_62 Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin)
        (objectAtLocation Pot_bar__minus_02_dot_98_bar__plus_00_dot_56_bar__minus_01_dot_62 loc_bar__minus_15_bar_14_bar_3_bar_30)
        (pickupable Pot_bar__minus_02_dot_98_bar__plus_00_dot_56_bar__minus_01_dot_62)
        (cleanable Pot_bar__minus_02_dot_98_bar__plus_00_dot_56_bar__minus_01_dot_62)
        (coolable Pot_bar__minus_02_dot_98_bar__plus_00_dot_56_bar__minus_01_dot_62)
        (isReceptacleObject Pot_bar__minus_02_dot_98_bar__plus_00_dot_56_bar__minus_01_dot_62)
        (objectType Potato_bar__minus_01_dot_15_bar__plus_01_dot_34_bar__plus_01_dot_11 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_15_bar__plus_01_dot_34_bar__plus_01_dot_11 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_80)
        (objectAtLocation Potato_bar__minus_01_dot_15_bar__plus_01_dot_34_bar__plus_01_dot_11 loc_bar__minus_8_bar_10_bar_2_bar_30)
        (pickupable Potato_bar__minus_01_dot_15_bar__plus_01_dot_34_bar__plus_01_dot_11)
        (cleanable Potato_bar__minus_01_dot_15_bar__plus_01_dot_34_bar__plus_01_dot_11)
        (heatable Potato_bar__minus_01_dot_15_bar__plus_01_dot_34_bar__plus_01_dot_11)
        (coolable Potato_bar__minus_01_dot_15_bar__plus_01_dot_34_bar__plus_01_dot_11)
        (sliceable Potato_bar__minus_01_dot_15_bar__plus_01_dot_34_bar__plus_01_dot_11)
        (objectType Potato_bar__minus_02_dot_08_bar__plus_01_dot_30_bar__plus_02_dot_43 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_08_bar__plus_01_dot_30_bar__plus_02_dot_43 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_80)
        (objectAtLocation Potato_bar__minus_02_dot_08_bar__plus_01_dot_30_bar__plus_02_dot_43 loc_bar__minus_8_bar_10_bar_2_bar_30)
        (pickupable Potato_bar__minus_02_dot_08_bar__plus_01_dot_30_bar__plus_02_dot_43)
        (cleanable Potato_bar__minus_02_dot_08_bar__plus_01_dot_30_bar__plus_02_dot_43)
        (heatable Potato_bar__minus_02_dot_08_bar__plus_01_dot_30_bar__plus_02_dot_43)
        (coolable Potato_bar__minus_02_dot_08_bar__plus_01_dot_30_bar__plus_02_dot_43)
        (sliceable Potato_bar__minus_02_dot_08_bar__plus_01_dot_30_bar__plus_02_dot_43)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SpoonType)
                            (receptacleType ?r DrawerType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
