(define (problem plan_trial_T00000000_000001_000199)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        LettuceType - otype
        PanType - otype
        TomatoType - otype
        Tomato_bar__minus_00_dot_32_bar__plus_01_dot_22_bar__plus_00_dot_43 - object
        Tomato_bar__minus_01_dot_28_bar__plus_00_dot_03_bar__plus_02_dot_59 - object
        Tomato_bar__minus_01_dot_13_bar__plus_00_dot_23_bar__plus_02_dot_53 - object
        Cup_bar__minus_00_dot_23_bar__plus_00_dot_96_bar__minus_00_dot_39 - object
        Knife_bar__plus_02_dot_08_bar__plus_00_dot_34_bar__minus_01_dot_88 - object
        Lettuce_bar__minus_01_dot_08_bar__plus_00_dot_10_bar__plus_02_dot_07 - object
        Pan_bar__minus_00_dot_27_bar__plus_01_dot_08_bar__minus_00_dot_72 - object
        Pan_bar__minus_00_dot_87_bar__plus_00_dot_32_bar__plus_01_dot_75 - object
        Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16 - receptacle
        Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43 - receptacle
        Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40 - receptacle
        CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11 - receptacle
        DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 - receptacle
        DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96 - receptacle
        DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37 - receptacle
        Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13 - receptacle
        Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 - receptacle
        SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 - receptacle
        Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin - receptacle
        loc_bar_0_bar_1_bar_0_bar_30 - location
        loc_bar_1_bar_0_bar_1_bar_0 - location
        loc_bar_1_bar_0_bar_1_bar_30 - location
        loc_bar_1_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_1_bar_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_8_bar_1_bar_30 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_11_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16)
        (receptacleType Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43)
        (receptacleType Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40 loc_bar_1_bar_0_bar_1_bar_0)
        (openable Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40)
        (receptacleType CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11 loc_bar_1_bar_0_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 loc_bar_0_bar_1_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96 loc_bar__minus_4_bar__minus_5_bar_3_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37 loc_bar__minus_7_bar__minus_11_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13 loc_bar__minus_1_bar__minus_1_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13)
        (receptacleType Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 loc_bar__minus_1_bar__minus_8_bar_1_bar_30)
        (openable Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96)
        (receptacleType SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (receptacleType Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin loc_bar_1_bar__minus_2_bar_1_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType PanType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType TomatoType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CupType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LettuceType)
        (canContain SideTableType PanType)
        (canContain SideTableType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__minus_00_dot_32_bar__plus_01_dot_22_bar__plus_00_dot_43 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_32_bar__plus_01_dot_22_bar__plus_00_dot_43 SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45)
        (objectAtLocation Tomato_bar__minus_00_dot_32_bar__plus_01_dot_22_bar__plus_00_dot_43 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (pickupable Tomato_bar__minus_00_dot_32_bar__plus_01_dot_22_bar__plus_00_dot_43)
        (cleanable Tomato_bar__minus_00_dot_32_bar__plus_01_dot_22_bar__plus_00_dot_43)
        (heatable Tomato_bar__minus_00_dot_32_bar__plus_01_dot_22_bar__plus_00_dot_43)
        (coolable Tomato_bar__minus_00_dot_32_bar__plus_01_dot_22_bar__plus_00_dot_43)
        (sliceable Tomato_bar__minus_00_dot_32_bar__plus_01_dot_22_bar__plus_00_dot_43)
        (objectType Tomato_bar__minus_01_dot_28_bar__plus_00_dot_03_bar__plus_02_dot_59 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_28_bar__plus_00_dot_03_bar__plus_02_dot_59 DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37)
        (objectAtLocation Tomato_bar__minus_01_dot_28_bar__plus_00_dot_03_bar__plus_02_dot_59 loc_bar__minus_7_bar__minus_11_bar_2_bar_30)
        (pickupable Tomato_bar__minus_01_dot_28_bar__plus_00_dot_03_bar__plus_02_dot_59)
        (cleanable Tomato_bar__minus_01_dot_28_bar__plus_00_dot_03_bar__plus_02_dot_59)
        (heatable Tomato_bar__minus_01_dot_28_bar__plus_00_dot_03_bar__plus_02_dot_59)
        (coolable Tomato_bar__minus_01_dot_28_bar__plus_00_dot_03_bar__plus_02_dot_59)
        (sliceable Tomato_bar__minus_01_dot_28_bar__plus_00_dot_03_bar__plus_02_dot_59)
        (objectType Tomato_bar__minus_01_dot_13_bar__plus_00_dot_23_bar__plus_02_dot_53 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_13_bar__plus_00_dot_23_bar__plus_02_dot_53 SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45)
        (objectAtLocation Tomato_bar__minus_01_dot_13_bar__plus_00_dot_23_bar__plus_02_dot_53 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (pickupable Tomato_bar__minus_01_dot_13_bar__plus_00_dot_23_bar__plus_02_dot_53)
        (cleanable Tomato_bar__minus_01_dot_13_bar__plus_00_dot_23_bar__plus_02_dot_53)
        (heatable Tomato_bar__minus_01_dot_13_bar__plus_00_dot_23_bar__plus_02_dot_53)
        (coolable Tomato_bar__minus_01_dot_13_bar__plus_00_dot_23_bar__plus_02_dot_53)
        (sliceable Tomato_bar__minus_01_dot_13_bar__plus_00_dot_23_bar__plus_02_dot_53)
        (objectType Cup_bar__minus_00_dot_23_bar__plus_00_dot_96_bar__minus_00_dot_39 CupType)
        (inReceptacle Cup_bar__minus_00_dot_23_bar__plus_00_dot_96_bar__minus_00_dot_39 Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43)
        (objectAtLocation Cup_bar__minus_00_dot_23_bar__plus_00_dot_96_bar__minus_00_dot_39 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (pickupable Cup_bar__minus_00_dot_23_bar__plus_00_dot_96_bar__minus_00_dot_39)
        (cleanable Cup_bar__minus_00_dot_23_bar__plus_00_dot_96_bar__minus_00_dot_39)
        (heatable Cup_bar__minus_00_dot_23_bar__plus_00_dot_96_bar__minus_00_dot_39)
        (coolable Cup_bar__minus_00_dot_23_bar__plus_00_dot_96_bar__minus_00_dot_39)
        (isReceptacleObject Cup_bar__minus_00_dot_23_bar__plus_00_dot_96_bar__minus_00_dot_39)
        (objectType Knife_bar__plus_02_dot_08_bar__plus_00_dot_34_bar__minus_01_dot_88 KnifeType)
        (inReceptacle Knife_bar__plus_02_dot_08_bar__plus_00_dot_34_bar__minus_01_dot_88 CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11)
        (objectAtLocation Knife_bar__plus_02_dot_08_bar__plus_00_dot_34_bar__minus_01_dot_88 loc_bar_1_bar_0_bar_1_bar_30)
        (pickupable Knife_bar__plus_02_dot_08_bar__plus_00_dot_34_bar__minus_01_dot_88)
        (cleanable Knife_bar__plus_02_dot_08_bar__plus_00_dot_34_bar__minus_01_dot_88)
        (objectType Lettuce_bar__minus_01_dot_08_bar__plus_00_dot_10_bar__plus_02_dot_07 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_08_bar__plus_00_dot_10_bar__plus_02_dot_07 DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37)
        (objectAtLocation Lettuce_bar__minus_01_dot_08_bar__plus_00_dot_10_bar__plus_02_dot_07 loc_bar__minus_7_bar__minus_11_bar_2_bar_30)
        (pickupable Lettuce_bar__minus_01_dot_08_bar__plus_00_dot_10_bar__plus_02_dot_07)
        (cleanable Lettuce_bar__minus_01_dot_08_bar__plus_00_dot_10_bar__plus_02_dot_07)
        (coolable Lettuce_bar__minus_01_dot_08_bar__plus_00_dot_10_bar__plus_02_dot_07)
        (sliceable Lettuce_bar__minus_01_dot_08_bar__plus_00_dot_10_bar__plus_02_dot_07)
        (objectType Pan_bar__minus_00_dot_27_bar__plus_01_dot_08_bar__minus_00_dot_72 PanType)
        (inReceptacle Pan_bar__minus_00_dot_27_bar__plus_01_dot_08_bar__minus_00_dot_72 DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37)
        (objectAtLocation Pan_bar__minus_00_dot_27_bar__plus_01_dot_08_bar__minus_00_dot_72 loc_bar__minus_7_bar__minus_11_bar_2_bar_30)
        (pickupable Pan_bar__minus_00_dot_27_bar__plus_01_dot_08_bar__minus_00_dot_72)
        (cleanable Pan_bar__minus_00_dot_27_bar__plus_01_dot_08_bar__minus_00_dot_72)
        (coolable Pan_bar__minus_00_dot_27_bar__plus_01_dot_08_bar__minus_00_dot_72)
        (isReceptacleObject Pan_bar__minus_00_dot_27_bar__plus_01_dot_08_bar__minus_00_dot_72)
        (objectType Pan_bar__minus_00_dot_87_bar__plus_00_dot_32_bar__plus_01_dot_75 PanType)
        (inReceptacle Pan_bar__minus_00_dot_87_bar__plus_00_dot_32_bar__plus_01_dot_75 SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45)
        (objectAtLocation Pan_bar__minus_00_dot_87_bar__plus_00_dot_32_bar__plus_01_dot_75 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (pickupable Pan_bar__minus_00_dot_87_bar__plus_00_dot_32_bar__plus_01_dot_75)
        (cleanable Pan_bar__minus_00_dot_87_bar__plus_00_dot_32_bar__plus_01_dot_75)
        (coolable Pan_bar__minus_00_dot_87_bar__plus_00_dot_32_bar__plus_01_dot_75)
        (isReceptacleObject Pan_bar__minus_00_dot_87_bar__plus_00_dot_32_bar__plus_01_dot_75)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
