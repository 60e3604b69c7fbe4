(define (problem plan_trial_T00000000_000001_000004)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CupType - otype
        ForkType - otype
        KnifeType - otype
        PotType - otype
        Cup_bar__plus_01_dot_35_bar__plus_00_dot_78_bar__minus_01_dot_12 - object
        Cup_bar__minus_01_dot_44_bar__plus_00_dot_37_bar__plus_02_dot_21 - object
        ButterKnife_bar__plus_00_dot_77_bar__plus_00_dot_37_bar__minus_01_dot_99 - object
        ButterKnife_bar__plus_01_dot_14_bar__plus_00_dot_11_bar__plus_01_dot_72 - object
        Fork_bar__plus_02_dot_42_bar__plus_00_dot_47_bar__minus_02_dot_79 - object
        Fork_bar__plus_01_dot_52_bar__plus_00_dot_03_bar__minus_00_dot_78 - object
        Pot_bar__plus_00_dot_83_bar__plus_01_dot_39_bar__minus_01_dot_08 - object
        Pot_bar__minus_00_dot_30_bar__plus_00_dot_85_bar__plus_02_dot_13 - object
        Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72 - receptacle
        CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28 - receptacle
        Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91 - receptacle
        Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25 - receptacle
        loc_bar_4_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_4_bar_4_bar_2_bar_30 - location
        loc_bar__minus_4_bar_6_bar_2_bar_30 - location
        loc_bar__minus_5_bar_4_bar_1_bar_30 - location
        loc_bar__minus_5_bar_5_bar_1_bar_30 - location
        loc_bar__minus_7_bar_7_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_9_bar_3_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar_4_bar__minus_5_bar_0_bar_30)
        (receptacleType Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58 loc_bar__minus_7_bar_9_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72 loc_bar__minus_7_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72)
        (receptacleType CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91)
        (receptacleType Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25)
        (canContain CabinetType CupType)
        (canContain CabinetType PotType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PotType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType CupType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType CupType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotType)
        (objectType Cup_bar__plus_01_dot_35_bar__plus_00_dot_78_bar__minus_01_dot_12 CupType)
        (inReceptacle Cup_bar__plus_01_dot_35_bar__plus_00_dot_78_bar__minus_01_dot_12 CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28)
        (objectAtLocation Cup_bar__plus_01_dot_35_bar__plus_00_dot_78_bar__minus_01_dot_12 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (pickupable Cup_bar__plus_01_dot_35_bar__plus_00_dot_78_bar__minus_01_dot_12)
        (cleanable Cup_bar__plus_01_dot_35_bar__plus_00_dot_78_bar__minus_01_dot_12)
        (heatable Cup_bar__plus_01_dot_35_bar__plus_00_dot_78_bar__minus_01_dot_12)
        (coolable Cup_bar__plus_01_dot_35_bar__plus_00_dot_78_bar__minus_01_dot_12)
        (isReceptacleObject Cup_bar__plus_01_dot_35_bar__plus_00_dot_78_bar__minus_01_dot_12)
        (objectType Cup_bar__minus_01_dot_44_bar__plus_00_dot_37_bar__plus_02_dot_21 CupType)
        (inReceptacle Cup_bar__minus_01_dot_44_bar__plus_00_dot_37_bar__plus_02_dot_21 CounterTop_bar__minus_01_dot_56_bar__plus_00_dot_86_bar__plus_00_dot_28)
        (objectAtLocation Cup_bar__minus_01_dot_44_bar__plus_00_dot_37_bar__plus_02_dot_21 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (pickupable Cup_bar__minus_01_dot_44_bar__plus_00_dot_37_bar__plus_02_dot_21)
        (cleanable Cup_bar__minus_01_dot_44_bar__plus_00_dot_37_bar__plus_02_dot_21)
        (heatable Cup_bar__minus_01_dot_44_bar__plus_00_dot_37_bar__plus_02_dot_21)
        (coolable Cup_bar__minus_01_dot_44_bar__plus_00_dot_37_bar__plus_02_dot_21)
        (isReceptacleObject Cup_bar__minus_01_dot_44_bar__plus_00_dot_37_bar__plus_02_dot_21)
        (objectType ButterKnife_bar__plus_00_dot_77_bar__plus_00_dot_37_bar__minus_01_dot_99 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_00_dot_77_bar__plus_00_dot_37_bar__minus_01_dot_99 Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91)
        (objectAtLocation ButterKnife_bar__plus_00_dot_77_bar__plus_00_dot_37_bar__minus_01_dot_99 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (pickupable ButterKnife_bar__plus_00_dot_77_bar__plus_00_dot_37_bar__minus_01_dot_99)
        (cleanable ButterKnife_bar__plus_00_dot_77_bar__plus_00_dot_37_bar__minus_01_dot_99)
        (objectType ButterKnife_bar__plus_01_dot_14_bar__plus_00_dot_11_bar__plus_01_dot_72 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_01_dot_14_bar__plus_00_dot_11_bar__plus_01_dot_72 Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25)
        (objectAtLocation ButterKnife_bar__plus_01_dot_14_bar__plus_00_dot_11_bar__plus_01_dot_72 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (pickupable ButterKnife_bar__plus_01_dot_14_bar__plus_00_dot_11_bar__plus_01_dot_72)
        (cleanable ButterKnife_bar__plus_01_dot_14_bar__plus_00_dot_11_bar__plus_01_dot_72)
        (objectType Fork_bar__plus_02_dot_42_bar__plus_00_dot_47_bar__minus_02_dot_79 ForkType)
        (inReceptacle Fork_bar__plus_02_dot_42_bar__plus_00_dot_47_bar__minus_02_dot_79 Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25)
        (objectAtLocation Fork_bar__plus_02_dot_42_bar__plus_00_dot_47_bar__minus_02_dot_79 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (pickupable Fork_bar__plus_02_dot_42_bar__plus_00_dot_47_bar__minus_02_dot_79)
        (cleanable Fork_bar__plus_02_dot_42_bar__plus_00_dot_47_bar__minus_02_dot_79)
        (objectType Fork_bar__plus_01_dot_52_bar__plus_00_dot_03_bar__minus_00_dot_78 ForkType)
        (inReceptacle Fork_bar__plus_01_dot_52_bar__plus_00_dot_03_bar__minus_00_dot_78 Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_01_dot_25)
        (objectAtLocation Fork_bar__plus_01_dot_52_bar__plus_00_dot_03_bar__minus_00_dot_78 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (pickupable Fork_bar__plus_01_dot_52_bar__plus_00_dot_03_bar__minus_00_dot_78)
        (cleanable Fork_bar__plus_01_dot_52_bar__plus_00_dot_03_bar__minus_00_dot_78)
        (objectType Pot_bar__plus_00_dot_83_bar__plus_01_dot_39_bar__minus_01_dot_08 PotType)
        (inReceptacle Pot_bar__plus_00_dot_83_bar__plus_01_dot_39_bar__minus_01_dot_08 Cabinet_bar__minus_01_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_56)
        (objectAtLocation Pot_bar__plus_00_dot_83_bar__plus_01_dot_39_bar__minus_01_dot_08 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (pickupable Pot_bar__plus_00_dot_83_bar__plus_01_dot_39_bar__minus_01_dot_08)
        (cleanable Pot_bar__plus_00_dot_83_bar__plus_01_dot_39_bar__minus_01_dot_08)
        (coolable Pot_bar__plus_00_dot_83_bar__plus_01_dot_39_bar__minus_01_dot_08)
        (isReceptacleObject Pot_bar__plus_00_dot_83_bar__plus_01_dot_39_bar__minus_01_dot_08)
        (objectType Pot_bar__minus_00_dot_30_bar__plus_00_dot_85_bar__plus_02_dot_13 PotType)
        (inReceptacle Pot_bar__minus_00_dot_30_bar__plus_00_dot_85_bar__plus_02_dot_13 Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58)
        (objectAtLocation Pot_bar__minus_00_dot_30_bar__plus_00_dot_85_bar__plus_02_dot_13 loc_bar__minus_7_bar_9_bar_3_bar__minus_30)
        (pickupable Pot_bar__minus_00_dot_30_bar__plus_00_dot_85_bar__plus_02_dot_13)
        (cleanable Pot_bar__minus_00_dot_30_bar__plus_00_dot_85_bar__plus_02_dot_13)
        (coolable Pot_bar__minus_00_dot_30_bar__plus_00_dot_85_bar__plus_02_dot_13)
        (isReceptacleObject Pot_bar__minus_00_dot_30_bar__plus_00_dot_85_bar__plus_02_dot_13)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CupType)
                            (receptacleType ?r CabinetType)
                        )
                    )
                )
            )
        )
    )
